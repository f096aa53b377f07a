import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/app-env.ts'
import type { Booking } from '../../domain/booking.ts'
import { render } from '../../http/render.tsx'
import { readForBooking, renderBookingPage } from '../booking-page.tsx'
import { readForm } from '../../http/forms.ts'
import { content } from '../../http/content.tsx'
import { renderPageNotFound } from '../../http/not-found.tsx'
import { report } from '../../http/report.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { advanceInformation } from '../../integrations/content/advance-content.ts'
import { mayChange, refusal, viewerOf } from '../../domain/companion-rights.ts'
import { readStatus } from '../../domain/extras.ts'
import {
  assignmentProblem,
  candidates,
  enquiryTypeOf,
  nothingToAssign,
  placesLeft,
  purchasedUpgrades,
  requestDetails,
  requestSentNotice,
  type UpgradeGuest,
  type Week,
} from '../../domain/upgrades.ts'
import { requestUpgrades } from '../../integrations/dynamics/extras.ts'
import { AssignUpgradePage, UpgradesPage, type UpgradeView } from '../../views/pages/UpgradesPages.tsx'
import { saveFailure, type FormStatus } from '../../http/save-failure.ts'
import { routeModule } from '../route-module.ts'
import { oneOf } from '../../domain/routes.ts'

type C = Context<AppEnv>

const Assign = v.looseObject({ week: v.picklist(['1', '2'], 'Please choose week 1 or week 2.') })

interface Upgrades {
  readonly booking: Booking
  readonly lead: boolean
  readonly views: readonly UpgradeView[]
  readonly guests: readonly UpgradeGuest[]
  readonly accountId: string | undefined
}

/** The booking's upgrades with, per week, the places left and who could still have each (docs/upgrades.md). */
async function loadUpgrades(c: C, booking: Booking, reading: ReturnType<typeof extrasOf>): Promise<Upgrades> {
  const contact = await c.var.bookings().contactId()
  // Content only sets the watersports age; without it the documented default applies.
  const [extras, minimumAge] = await Promise.all([
    reading,
    advanceInformation(content(c)).then(
      (d) => d.watersportsMinimumAge,
      () => undefined,
    ),
  ])
  // Requests not yet confirmed hold their places, so asking twice cannot ask for more than was bought.
  const pending = extras.extras
    .filter((extra) => extra.kind === 'upgrade' && readStatus(extra.status).status === 'pending')
    .map((extra) => extra.details.requestDetails)
  const guests: UpgradeGuest[] = booking.guests.map((g, i) => ({
    id: g.id,
    name: g.fullName?.trim() || g.label?.trim() || `Guest ${i + 1}`,
    dateOfBirth: g.dateOfBirth,
    week1: g.week1,
    week2: g.week2,
  }))
  const leaving = booking.leaving
  const views = purchasedUpgrades(extras.products, guests, pending).map((upgrade) => {
    const weeks = ([1, 2] as const).map((week) => ({
      week,
      placesLeft: placesLeft(upgrade, week),
      candidates: candidates(upgrade, week, guests, leaving, minimumAge).map(({ id, name }) => ({ id, name })),
    }))
    return {
      upgrade,
      action: `/account/upgrades/${upgrade.kind}`,
      weeks,
      nothingToAssign: nothingToAssign(upgrade.name, weeks),
    }
  })
  return {
    booking,
    lead: mayChange(viewerOf(booking, contact.ok ? contact.id : undefined), { kind: 'upgrades' }),
    views,
    guests,
    accountId: booking.accounts[0]?.id,
  }
}

/** The booking's extras (with its products), none without a contact; scoped to the guest's own bookings. */
async function extrasOf(c: C, bookingId: string) {
  const reads = await c.var.bookings().reads()
  return reads ? reads.extras(bookingId) : { extras: [], products: [] }
}

const unavailable = <p className="lead">Your upgrades are unavailable just now. Please try again in a few minutes.</p>

/** The selected booking's upgrades, read as decision 019 has it (the extras with the saved id, beside the booking). */
const readUpgrades = (c: C) =>
  readForBooking(
    c,
    'upgrades.read',
    (id) => extrasOf(c, id),
    (booking, extras) => loadUpgrades(c, booking, extras),
  )

const texts = {
  title: 'Your upgrades',
  frame: { title: 'Upgrades', heading: 'Your upgrades' },
  noBooking: <p className="lead">We couldn't find a booking for your account.</p>,
  unavailable,
}

/**
 * /account/upgrades (our page for SPEC §5 upgrades and the assign upgrades modal): the lead
 * booker asks for an upgrade for eligible guests, never more than the places left; the request
 * is a guest-hub enquiry, shown at once as a Pending extra.
 */
export const upgradesRoutes = new Hono<AppEnv>()
  .get('/', (c) =>
    renderBookingPage(
      c,
      readUpgrades(c),
      { ...texts, notice: requestSentNotice(c.req.query('requested')) },
      (u, page) =>
        page(<UpgradesPage upgrades={u.views} canAssign={u.lead} />, {
          title: 'Your upgrades',
          heading: 'Your upgrades',
        }),
    ),
  )
  .on(['GET', 'POST'], '/:kind', (c) =>
    renderBookingPage(c, readUpgrades(c), { ...texts, streams: false }, async (u) => {
      const view = u.views.find((candidate) => candidate.upgrade.kind === c.req.param('kind'))
      if (!view) return renderPageNotFound(c)
      const title = `Assign ${view.upgrade.name}`
      const page = (
        message?: string,
        chosen?: { readonly week: Week; readonly ids: readonly string[] },
        status: FormStatus = 200,
      ) =>
        render(c, <AssignUpgradePage view={view} canAssign={u.lead} chosen={chosen} message={message} />, {
          title,
          heading: title,
          status,
        })
      if (!u.lead) return page(refusal('upgrades'), undefined, c.req.method === 'POST' ? 403 : 200)
      if (c.req.method === 'GET') return page()
      const form = await readForm(c, Assign)
      const ids = Object.keys(form.raw)
        .filter((key) => key.startsWith('guest-'))
        .map((key) => key.slice('guest-'.length))
      if (!form.ok) return page(Object.values(form.errors)[0], undefined, 400)
      const week = Number(form.data.week) as Week
      const chosen = { week, ids }
      const allowed = u.guests.filter((g) =>
        view.weeks[week - 1]?.candidates.some((candidate) => candidate.id === g.id),
      )
      const problem = assignmentProblem(view.upgrade, week, ids, allowed)
      if (problem) return page(problem, chosen, 400)
      if (!u.accountId)
        return page('This booking has no booking account to hold the request. Please contact us.', chosen, 409)
      const names = allowed.filter((g) => ids.includes(g.id)).map((g) => g.name)
      const request = {
        type: enquiryTypeOf[view.upgrade.kind],
        details: requestDetails(view.upgrade.name, week, names),
      }
      try {
        await requestUpgrades(dynamicsClient(c.var.config), u.accountId, request)
      } catch (error) {
        report(c, 'upgrades.assign', error)
        const failure = saveFailure(error, 'your request')
        return page(failure.message, chosen, failure.status)
      }
      return c.redirect(`/account/upgrades?requested=${view.upgrade.kind}`, 303)
    }),
  )

export const upgradesRoute = routeModule(
  '/account/upgrades',
  [
    // Our additions: the booking's upgrades, and the assign upgrades modal's forms as a page (docs/upgrades.md).
    { name: 'account-upgrades', overlayHeader: false, auth: true, nav: { label: 'Upgrades', order: 5 } },
    {
      name: 'account-upgrades-kind',
      path: '/:kind',
      overlayHeader: false,
      auth: true,
      validate: oneOf(['paddleSports', 'waterSports', 'creche', 'deliCreche', 'rascals'], 'kind'),
    },
  ],
  upgradesRoutes,
)
