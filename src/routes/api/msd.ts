// The booking API of SPEC §7 (POST /api/user/msd/…). The contact id always comes from the
// signed-in profile; a booking id that is not one of that contact's bookings is a 404.
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/app-env.ts'
import { BookingsUnavailableError, type Booking } from '../../http/bookings.ts'
import { report } from '../../http/report.ts'
import { checkId, idMessages, type IdCheck } from '../../domain/request-ids.ts'
import { guestColumns } from '../../integrations/dynamics/bookings.ts'
import { extraSets } from '../../integrations/dynamics/extra-sets.ts'
import { extrasExpand } from '../../integrations/dynamics/extras.ts'
import { isLeadBooker } from '../../domain/booking-selection.ts'
import { mayEditGuest } from '../../domain/guest-form.ts'
import { visibleGuest } from '../../integrations/dynamics/guests.ts'
import { inFamilyGroup } from '../../domain/guests.ts'

type C = Context<AppEnv>

/**
 * Account-level collections a caller may ask for by name (SPEC §7 extensions): guests, travel and each kind of extra.
 */
const extensions: Record<string, string> = {
  guests: `new_adr_accounts_adr_bookingguest_BookingAccount($select=${guestColumns})`,
  travel: 'adr_adr_accounts_adr_travel_BookingAccount',
  ...Object.fromEntries(extraSets.map((extra, i) => [extra.name, extrasExpand[i]!])),
}
/** The navigation property an extension's expand names (its part before any options). */
const navigationOf = (name: string) => extensions[name]!.replace(/\(.*$/, '')

/** An account with each named extension's collection moved from its navigation property to its name. */
function renameCollections(account: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...account }
  for (const name of names) {
    merged[name] = merged[navigationOf(name)] ?? []
    delete merged[navigationOf(name)]
  }
  return merged
}

const Extensions = v.pipe(
  v.array(v.picklist(Object.keys(extensions), 'Unknown extension. Please try again.')),
  v.maxLength(10),
)

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
  if (!c.var.user) throw new ApiFailure(401, idMessages.storeWithoutUser)
  const check = await c.var.bookings().contactId()
  const id = valid(check.ok || check.message !== idMessages.missing ? check : { ok: false, message: missing })
  if (input.contactId !== undefined && String(input.contactId).toLowerCase() !== id)
    throw new ApiFailure(403, 'That booking-system id is not yours.')
  return id
}

async function ownBooking(c: C, opportunityId: string): Promise<Booking> {
  const booking = (await c.var.bookings().list()).find((b) => b.opportunityid === opportunityId)
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

export const msdApiRoutes = new Hono<AppEnv>()
  .post(
    '/getUserOpportunities',
    handle('api.getUserOpportunities', async (c, input) => {
      const contact = await contactId(c, input)
      const opportunityId = input.opportunityId === undefined ? undefined : valid(checkId(input.opportunityId))
      const bookings = await c.var.bookings().list()
      const chosen = opportunityId ? [await ownBooking(c, opportunityId)] : bookings
      return chosen.map(({ groupPrimaryContactIds: _, ...booking }) => {
        const lead = isLeadBooker(booking, contact)
        const guests = booking.adr_opportunity_adr_bookingguest_Opportunity.map((g) =>
          visibleGuest(g, mayEditGuest(lead, g._adr_contactid_value, contact)),
        )
        return { ...booking, adr_opportunity_adr_bookingguest_Opportunity: guests, isLeadBooker: lead }
      })
    }),
  )
  .post(
    '/getUserOpportunityExtras',
    handle('api.getUserOpportunityExtras', async (c, input) => {
      await contactId(c, input)
      const booking = await ownBooking(c, valid(checkId(input.opportunityId)))
      const { accounts, products } = await (await c.var.bookings().reads())!.extras(booking.opportunityid)
      // Each kind's collection under its extension name, as getUserOpportunitiesExtensions answers it.
      const withExtras = accounts.map((account) =>
        renameCollections(
          account,
          extraSets.map((extra) => extra.name),
        ),
      )
      return [{ product_opportunities: products, adr_opportunity_adr_accounts_Opportunity: withExtras }]
    }),
  )
  .post(
    '/getUserFamilyGroup',
    handle('api.getUserFamilyGroup', async (c, input) => {
      const contact = await contactId(c, input, idMessages.missingContact)
      const booking = await ownBooking(c, valid(checkId(input.opportunityId, idMessages.missingOpportunity)))
      // The guest's own family group on this booking: one they lead, or one they belong to.
      const account = booking.adr_opportunity_adr_accounts_Opportunity.find((a) =>
        inFamilyGroup(a.adr_GroupFamily, contact),
      )
      if (!account?._adr_groupfamily_value) throw new ApiFailure(404, 'You have no family group on this booking.')
      const group = await (await c.var.bookings().reads())!.familyGroup(account._adr_groupfamily_value)
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
      const accounts = await (await c.var.bookings().reads())!.accounts(
        booking.opportunityid,
        names.output.map((n) => extensions[n]!),
      )
      const lead = isLeadBooker(booking, contact)
      // Each extension's collection is merged into its account under the extension's own name;
      // guests show their private fields only to those who may edit them.
      return accounts.map((account) => {
        const merged = renameCollections(account, names.output)
        if (Array.isArray(merged.guests)) {
          merged.guests = (merged.guests as Record<string, unknown>[]).map((g) =>
            visibleGuest(g, mayEditGuest(lead, g._adr_contactid_value as string | undefined, contact)),
          )
        }
        return merged
      })
    }),
  )
