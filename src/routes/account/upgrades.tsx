import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForBooking, renderBookingPage } from '../booking-page.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { renderPageNotFound } from '../../http/rendering/not-found.tsx'
import type { FormStatus } from '../../features/advance-information/save-failure.ts'
import { refusal } from '../../domain/companion-rights.ts'
import { requestSentNotice, upgradeName, type Week } from '../../features/extras/upgrades.ts'
import { oneOf } from '../../domain/routes.ts'
import { upgradeKinds } from '../../domain/membership.ts'
import { extrasOf, loadUpgrades } from '../../features/extras/upgrades-reads.ts'
import { assignUpgrade } from '../../features/extras/assign-upgrade.ts'
import { AssignUpgradePage, UpgradesPage } from '../../features/extras/UpgradesPages.tsx'
import { routeModule } from '../route-module.ts'

type C = Context<AppEnv>

/** The assign form's week, and its error in the guest's language. */
const assignForm = (c: C) => v.looseObject({ week: v.picklist(['1', '2'], c.get('texts').extras_choose_week()) })

/** The selected booking's upgrades, read as decision 019 has it (the extras with the saved id, beside the booking). */
const readUpgrades = (c: C) =>
  readForBooking(
    c,
    'upgrades.read',
    (id) => extrasOf(c.get('scope'), id),
    (booking, extras) => loadUpgrades(c.get('scope'), booking, extras),
  )

/** The page's frame and what it says when there is nothing to show, in the guest's language. */
const pageTexts = (c: C) => {
  const t = c.get('texts')
  return {
    title: t.extras_upgrades_title(),
    frame: { title: t.extras_upgrades_frame_title(), heading: t.extras_upgrades_title() },
    noBooking: <p className="lead">{t.extras_no_booking()}</p>,
    unavailable: <p className="lead">{t.extras_upgrades_unavailable()}</p>,
  }
}

/**
 * /account/upgrades (our page for SPEC §5 upgrades and the assign upgrades modal): the lead
 * booker asks for an upgrade for eligible guests, never more than the places left; the request
 * is a guest-hub enquiry, shown at once as a Pending extra.
 */
const handlers = new Hono<AppEnv>()
  .get('/', (c) =>
    renderBookingPage(
      c,
      readUpgrades(c),
      { ...pageTexts(c), notice: requestSentNotice(c.req.query('requested'), c.get('texts')) },
      (u, page) =>
        page(<UpgradesPage upgrades={u.views} canAssign={u.lead} />, {
          title: c.get('texts').extras_upgrades_title(),
          heading: c.get('texts').extras_upgrades_title(),
        }),
    ),
  )
  .on(['GET', 'POST'], '/:kind', (c) =>
    renderBookingPage(c, readUpgrades(c), { ...pageTexts(c), streams: false }, async (u) => {
      const view = u.views.find((candidate) => candidate.upgrade.kind === c.req.param('kind'))
      if (!view) return renderPageNotFound(c)
      const t = c.get('texts')
      const title = t.extras_assign_title({ upgrade: upgradeName(view.upgrade.kind, t) })
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
      if (!u.lead) return page(refusal(c.get('texts'), 'upgrades'), undefined, c.req.method === 'POST' ? 403 : 200)
      if (c.req.method === 'GET') return page()
      const form = await readForm(c, assignForm(c))
      const ids = Object.keys(form.raw)
        .filter((key) => key.startsWith('guest-'))
        .map((key) => key.slice('guest-'.length))
      if (!form.ok) return page(Object.values(form.errors)[0], undefined, 400)
      const week = Number(form.data.week) as Week
      const outcome = await assignUpgrade(c.get('scope'), u, view, week, ids)
      if (!outcome.ok) return page(outcome.message, { week, ids }, outcome.status)
      return c.redirect(`/account/upgrades?requested=${view.upgrade.kind}`, 303)
    }),
  )

export const upgradesRoute = routeModule(
  '/account/upgrades',
  [
    // Our additions: the booking's upgrades, and the assign upgrades modal's forms as a page (docs/upgrades.md).
    {
      name: 'account-upgrades',
      overlayHeader: false,
      auth: true,
      nav: { label: 'nav_upgrades', order: 5, under: '/account/my-bookings' },
    },
    {
      name: 'account-upgrades-kind',
      path: '/:kind',
      overlayHeader: false,
      auth: true,
      validate: oneOf(upgradeKinds, 'kind'),
    },
  ],
  handlers,
)
