import { Hono, type Context } from 'hono'
import type { FormStatus } from '../../features/advance-information/save-failure.ts'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { renderPageNotFound } from '../../http/rendering/not-found.tsx'
import { guestFormSchema, type GuestFormValues } from '../../domain/guest-form.ts'
import type { FieldErrors } from '../../domain/field-errors.ts'
import { localDateIn } from '../../domain/local-date.ts'
import { stayIsOver } from '../../domain/home-mode.ts'
import { GuestDetailsPage } from '../../features/advance-information/GuestDetailsPage.tsx'
import { findGuest } from '../../features/bookings/guest-access.ts'
import { guestChangeRefusal, saveGuestDetails } from '../../features/advance-information/save-guest-details.ts'
import { routeModule } from '../route-module.ts'
import { isGuid } from '../../domain/request-ids.ts'

type Found = NonNullable<ReturnType<typeof findGuest>>

async function lookUp(c: Context<AppEnv>): Promise<Found | undefined> {
  const [booking, contact] = await Promise.all([c.get('booking')(), c.get('bookings')().contactId()])
  const today = localDateIn(c.get('config').RESORT_TIME_ZONE, new Date())
  return booking
    ? findGuest(
        booking,
        c.req.param('guestId') ?? '',
        contact.ok ? contact.id : undefined,
        c.get('texts'),
        stayIsOver(booking, today),
      )
    : undefined
}

function page(
  c: Context<AppEnv>,
  found: Found,
  state: { values?: GuestFormValues; errors?: FieldErrors; message?: string },
  status: FormStatus = 200,
) {
  const title = c.get('texts').home_guest_details_title({ name: found.member.name })
  return render(
    c,
    <GuestDetailsPage
      name={found.member.name}
      action={c.req.path}
      values={state.values ?? {}}
      passportRequired={found.member.passportRequired}
      canEdit={found.canEdit}
      stayOver={found.stayOver}
      errors={state.errors}
      message={state.message}
    />,
    { title, heading: title, status },
  )
}

/**
 * /account/guests/{id}: complete a guest's details (SPEC §1, §5). Only the lead booker, or the
 * guest themselves, may save; the record is patched with the ETag read with the booking, so a
 * concurrent change is not overwritten and a PATCH never creates a record.
 */
const handlers = new Hono<AppEnv>()
  .get('/:guestId', async (c) => {
    const found = await lookUp(c)
    if (!found) return renderPageNotFound(c)
    return page(c, found, { values: found.values })
  })
  .post('/:guestId', async (c) => {
    const found = await lookUp(c)
    if (!found) return renderPageNotFound(c)
    const target = {
      guest: found.guest,
      name: found.member.name,
      canEdit: found.canEdit,
      stayOver: found.stayOver,
      passportRequired: found.member.passportRequired,
    }
    // A guest this user may not change: refused before the form is read (nothing of it is shown again).
    const refusedChange = guestChangeRefusal(target, c.get('texts'))
    if (refusedChange) return page(c, found, { message: refusedChange.message }, refusedChange.status)
    const today = localDateIn(c.get('config').RESORT_TIME_ZONE, new Date())
    const schema = guestFormSchema(
      { passportRequired: found.member.passportRequired, leaving: (await c.get('booking')())?.leaving, today },
      c.get('texts'),
    )
    const form = await readForm(c, schema)
    if (!form.ok) return page(c, found, { values: form.raw, errors: form.errors }, 400)
    const saved = await saveGuestDetails(c.get('scope'), target, form.data)
    if (!saved.ok) return page(c, found, { values: form.raw, message: saved.message }, saved.status)
    // The confirmation in view and focused (issue 38); the guest's card follows it on the page.
    return c.redirect('/account?saved=guest#notice', 303)
  })

export const guestsRoute = routeModule(
  '/account/guests',
  [
    // Our addition: the guest-details form as a page, for browsers without JavaScript (decision 011).
    {
      name: 'account-guests-id',
      path: '/:guestId',
      overlayHeader: false,
      auth: true,
      validate: (p) => isGuid(p.guestId),
    },
  ],
  handlers,
)
