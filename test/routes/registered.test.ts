// The portal's routes as the worker registers them: each page's declaration (src/routes/index.ts) and its handlers
// agree, and SPEC §2's table holds (layouts, overlay header, auth metadata, validate rules).
import { describe, expect, it } from 'vitest'
import { app } from '../../src/worker.ts'
import { routeModules } from '../../src/routes/index.ts'
import { siteLinksIn, siteMap } from '../../src/domain/site-map.ts'
import { textsFor } from '../../src/i18n/texts.ts'
import { needsBooking, type RouteDef } from '../../src/domain/routes.ts'

const site = siteMap(routeModules.flatMap((module) => module.pages))
const named = (name: string): RouteDef => {
  const route = site.routes.find((r) => r.name === name)
  if (!route) throw new Error(`no route ${name}`)
  return route
}
const guest = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'

/** A registered Hono path with its parameters filled in, as a browser would ask for it. */
const concrete = (path: string) =>
  path
    .replace(/:(\w+)\{([^|}]+)[^}]*\}/g, '$2') // ':step{email|password}' stands for one of its values
    .replace(/:guestId/g, guest)
    .replace(/:visitId/g, '7004')
    .replace(/:file/g, 'stay.ics')
    .replace(/:part/g, 'flight')
    .replace(/:kind/g, 'rascals')
    .replace(/:\w+\??/g, 'sample')

describe('registered pages', () => {
  const registered = [...new Set(app.routes.map((r) => r.path))].filter((p) => p !== '/*' && !p.startsWith('/api/'))

  it('are each declared by a route, the catch-all only for itself', () => {
    expect(registered.length).toBeGreaterThan(30)
    for (const path of registered) {
      const match = site.match(concrete(path))
      expect(match, path).toBeDefined()
      if (path !== '/:uid') expect(match?.route.name, path).not.toBe('uid')
    }
  })

  it('are each declared once, and every declared page has a handler', () => {
    const answered = new Set(registered.map((path) => site.match(concrete(path))?.route.name))
    for (const route of site.routes) expect(answered.has(route.name), route.name).toBe(true)
    expect(new Set(site.routes.map((r) => r.name)).size).toBe(site.routes.length)
  })

  it('holds every route of SPEC §2 with its metadata', () => {
    for (const name of [
      'index',
      'preview',
      'slice-simulator',
      'account-confirm',
      'account-faq',
      'account-faq-uid',
      'account-tailor-your-holiday-uid',
      'uid',
    ])
      named(name)
    expect(named('account')).toMatchObject({ path: '/account', overlayHeader: true, auth: true })
    expect(named('account-login')).toMatchObject({ overlayHeader: false, auth: true })
    expect(named('account-goodbye')).toMatchObject({ overlayHeader: false, auth: true })
    expect(named('account-forgot-password')).toMatchObject({ auth: false })
    expect(named('account-select-booking')).toMatchObject({ overlayHeader: false, auth: true })
    for (const name of ['account-my-bookings', 'account-what-to-arrange-when', 'account-whats-on'])
      expect(named(name)).toMatchObject({ overlayHeader: true, auth: true })
    expect(named('account-accept-invitation')).toMatchObject({ auth: false })
  })

  it('uses the guest-hub-login layout for exactly the seven routes SPEC §2 names', () => {
    const login = site.routes.filter((r) => r.layout === 'guest-hub-login').map((r) => r.name)
    expect(login.sort()).toEqual([
      'account-confirm',
      'account-forgot-password',
      'account-goodbye',
      'account-login',
      'account-reset-password',
      'account-update-password',
      'account-verify-email',
    ])
  })

  it('applies the validate rules: login steps, set-up steps, slugs, companions’ actions', () => {
    expect(site.match('/account/login/email')?.valid).toBe(true)
    expect(site.match('/account/login/enter-code')?.valid).toBe(true)
    expect(site.match('/account/login/elsewhere')).toMatchObject({ valid: false, route: { name: 'account-login' } })
    expect(site.match('/account/update-password/things-to-know')?.valid).toBe(true)
    expect(site.match('/account/faq/Not_A_Slug')?.valid).toBe(false)
    expect(site.match(`/account/companions/${guest}/resend`)?.valid).toBe(true)
    expect(site.match(`/account/companions/${guest}/delete`)?.valid).toBe(false)
    expect(site.match('/account/companions/not-a-guid')?.valid).toBe(false)
    expect(site.match('/account/wellness/7004/cancel')?.valid).toBe(true)
    expect(site.match('/account/calendar/other.ics')?.valid).toBe(false)
  })

  it('asks for a selected booking on the default layout’s account pages but choosing, listing, settings and contact', () => {
    for (const name of [
      'account',
      'account-advance-information',
      'account-whats-on',
      'account-faq-uid',
      'account-itinerary',
    ])
      expect(needsBooking(named(name)), name).toBe(true)
    for (const name of [
      'account-select-booking',
      'account-my-bookings',
      'account-account-settings',
      'account-contact-us',
      'account-login',
      'account-goodbye',
      'uid',
      'preview',
      'accessibility',
    ])
      expect(needsBooking(named(name)), name).toBe(false)
  })

  it('gives the navigation every section, and the offline page the kept ones', () => {
    const english = siteLinksIn(site, (label) => textsFor('en-GB')[label]())
    expect(english.navigation.map((l) => l.label)).toEqual([
      'Home',
      'My bookings',
      'Advance information',
      'Wellness',
      'Itinerary',
      'Upgrades',
      'Tailor your holiday',
      "What's on",
      'What to arrange when',
      'Help and FAQs',
      'Messages',
      'Account settings',
      'Contact us',
    ])
    // Two levels, nothing twice (issue 38): my bookings is a place, not in the account menu as well.
    expect(english.accountMenu.map((l) => l.label)).toEqual(['Account settings'])
    expect(english.sections.map(({ place, pages }) => [place.label, pages.map((l) => l.label)])).toEqual([
      ['Home', ['Itinerary', "What's on", 'What to arrange when']],
      ['My bookings', ['Advance information', 'Upgrades', 'Tailor your holiday']],
      ['Wellness', []],
      ['Help and FAQs', ['Messages']],
    ])
    expect(english.more.map((l) => l.label)).toEqual(['Contact us'])
    expect(english.primary.map((l) => l.label)).toEqual(['Home', 'Bookings', 'Wellness', 'Help'])
    expect(siteLinksIn(site, (label) => textsFor('de')[label]()).primary.map((l) => l.label)).toEqual([
      'Start',
      'Reisen', // one line in a phone's tab cell (issue 38): no word to break
      'Wellness',
      'Hilfe',
    ])
    for (const link of site.keptPages) expect(site.match(link.href)?.route.kept, link.href).toBe(true)
    expect(site.keptPages.map((l) => l.href)).toContain('/account/wellness')
    expect(site.keptPages.map((l) => l.href)).toContain('/account/itinerary')
  })
})
