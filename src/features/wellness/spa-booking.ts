import type { Scope } from '../../scope/scope.ts'
import type { SpaBooking } from '../../domain/content-blocks.ts'
import { spaBookingWays } from '../../integrations/content/help.ts'

/**
 * The spa's own ways to book (issue 38, item 18): treatments cannot be booked in the portal yet, so the wellness page
 * names them. Read from the contact us document, which the resort keeps in the content service; a content failure is
 * reported and leaves none (the page then says to ask at reception).
 */
export async function spaBooking(scope: Scope): Promise<SpaBooking> {
  try {
    const { phone, email, page } = await spaBookingWays(scope.content())
    return { phone, email, page }
  } catch (error) {
    scope.report('content.spa', error)
    return { phone: undefined, email: undefined, page: undefined }
  }
}
