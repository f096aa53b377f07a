// The booking API of SPEC §7 (POST /api/user/msd/…). The contact id always comes from the
// signed-in profile; a booking id that is not one of that contact's bookings is a 404.
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { BookingsUnavailableError, type BookingStore } from '../../scope/bookings.ts'
import { report } from '../../http/middleware/report.ts'
import type { Booking } from '../../domain/booking.ts'
import { checkId, idMessages, type IdCheck } from '../../domain/request-ids.ts'
import {
  extensionNames,
  extensionsAnswer,
  extrasAnswer,
  familyGroupAnswer,
  opportunitiesAnswer,
} from '../../integrations/dynamics/api-answers.ts'
import { routeModule } from '../route-module.ts'

type C = Context<AppEnv>

const Extensions = v.pipe(v.array(v.picklist(extensionNames, 'Unknown extension. Please try again.')), v.maxLength(10))

class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    message: string,
  ) {
    super(message)
  }
}

async function body(c: C): Promise<Record<string, unknown>> {
  const json: unknown = await c.req.json().catch(() => undefined)
  const parsed = v.safeParse(v.record(v.string(), v.unknown()), json)
  if (!parsed.success) throw new ApiFailure(400, idMessages.missing)
  return parsed.output
}

const valid = (check: IdCheck): string => {
  if (!check.ok) throw new ApiFailure(400, check.message)
  return check.id
}

/**
 * The signed-in guest's contact id (the same source the booking store uses), refusing a different one sent in the body.
 */
async function contactId(c: C, input: Record<string, unknown>, missing: string = idMessages.missing): Promise<string> {
  if (!c.get('user')) throw new ApiFailure(401, idMessages.storeWithoutUser)
  const check = await c.get('bookings')().contactId()
  const id = valid(check.ok || check.message !== idMessages.missing ? check : { ok: false, message: missing })
  if (input.contactId !== undefined && String(input.contactId).toLowerCase() !== id)
    throw new ApiFailure(403, 'That booking-system id is not yours.')
  return id
}

async function ownBooking(c: C, opportunityId: string): Promise<Booking> {
  const booking = (await c.get('bookings')().list()).find((b) => b.id === opportunityId)
  if (!booking) throw new ApiFailure(404, 'Booking not found.')
  return booking
}

/** Runs a handler, turning failures into the API's JSON errors; upstream faults are reported. */
function handle(where: string, run: (c: C, input: Record<string, unknown>) => Promise<unknown>) {
  return async (c: C) => {
    c.header('Cache-Control', 'private, no-store')
    try {
      return c.json(await run(c, await body(c)))
    } catch (error) {
      if (error instanceof ApiFailure) return c.json({ message: error.message }, error.status)
      report(c, where, error instanceof BookingsUnavailableError ? error.cause : error)
      return c.json({ message: idMessages.bookingsFailed }, 500)
    }
  }
}

/** The contact's scoped booking reads (there are some: the contact id was checked before). */
async function reads(store: BookingStore) {
  const scoped = await store.reads()
  if (!scoped) throw new ApiFailure(400, idMessages.missing)
  return scoped
}

const handlers = new Hono<AppEnv>()
  .post(
    '/getUserOpportunities',
    handle('api.getUserOpportunities', async (c, input) => {
      const contact = await contactId(c, input)
      const opportunityId = input.opportunityId === undefined ? undefined : valid(checkId(input.opportunityId))
      const chosen = opportunityId ? [await ownBooking(c, opportunityId)] : await c.get('bookings')().list()
      return opportunitiesAnswer(chosen, contact)
    }),
  )
  .post(
    '/getUserOpportunityExtras',
    handle('api.getUserOpportunityExtras', async (c, input) => {
      const contact = await contactId(c, input)
      const booking = await ownBooking(c, valid(checkId(input.opportunityId)))
      return extrasAnswer(await reads(c.get('bookings')()), booking, contact)
    }),
  )
  .post(
    '/getUserFamilyGroup',
    handle('api.getUserFamilyGroup', async (c, input) => {
      const contact = await contactId(c, input, idMessages.missingContact)
      const booking = await ownBooking(c, valid(checkId(input.opportunityId, idMessages.missingOpportunity)))
      const group = await familyGroupAnswer(await reads(c.get('bookings')()), booking, contact)
      if (!group) throw new ApiFailure(404, 'You have no family group on this booking.')
      return group
    }),
  )
  .post(
    '/getUserOpportunitiesExtensions',
    handle('api.getUserOpportunitiesExtensions', async (c, input) => {
      const contact = await contactId(c, input)
      const booking = await ownBooking(c, valid(checkId(input.opportunityId)))
      const names = v.safeParse(Extensions, input.extensions ?? [])
      if (!names.success) throw new ApiFailure(400, names.issues[0].message)
      return extensionsAnswer(await reads(c.get('bookings')()), booking, contact, names.output)
    }),
  )

export const msdApiRoute = routeModule('/api/user/msd', [], handlers)
