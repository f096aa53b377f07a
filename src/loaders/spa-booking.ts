import * as v from 'valibot'
import type { Scope } from '../scope/scope.ts'
import { shapedSingle } from '../integrations/content/shaped-once.ts'
import { contentLink } from '../integrations/content/fields.ts'

/** How the spa takes bookings, as the contact us document gives it; any of them may be missing. */
export interface SpaBooking {
  readonly phone: string | undefined
  readonly email: string | undefined
  /** The spa's own booking page (an absolute https address). */
  readonly page: string | undefined
}

const SpaFields = v.looseObject({
  spa_phone: v.nullish(v.string()),
  spa_email: v.nullish(v.string()),
  spa_booking_page: v.unknown(),
})

const filled = (text: string | null | undefined) => text?.trim() || undefined

const spaOf = shapedSingle('contact_us', SpaFields, (data) => {
  const page = contentLink(data.spa_booking_page, 'page')
  return {
    phone: filled(data.spa_phone),
    email: filled(data.spa_email),
    page: page?.external ? page.href : undefined,
  }
})

/**
 * The spa's own ways to book (issue 38, item 18): treatments cannot be booked in the portal yet, so the wellness page
 * names them. Read from the contact us document, which the resort keeps in the content service; a content failure is
 * reported and leaves none (the page then says to ask at reception).
 */
export async function spaBooking(scope: Scope): Promise<SpaBooking> {
  try {
    const { phone, email, page } = await spaOf(scope.content())
    return { phone, email, page }
  } catch (error) {
    scope.report('content.spa', error)
    return { phone: undefined, email: undefined, page: undefined }
  }
}
