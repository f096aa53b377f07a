// The route rules on a small list of our own; the portal's own list (the routes the worker registers) is checked in
// test/routes/registered.test.ts.
import { describe, expect, it } from 'vitest'
import { isSlug, layoutFor, needsBooking, oneOf, type RouteDef } from '../../src/domain/routes.ts'
import { routeMatcher } from '../../src/domain/route-match.ts'
import { siteLinksIn, siteMap } from '../../src/domain/site-map.ts'

const page = (name: string, path: string, more: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  overlayHeader: false,
  auth: true,
  ...more,
})

const sampleRoutes: readonly RouteDef[] = [
  page('index', '/', { auth: false }),
  page('account', '/account', { overlayHeader: true, kept: true, nav: { label: 'nav_home', order: 1, primary: true } }),
  page('account-login', '/account/login/:step?', {
    layout: 'guest-hub-login',
    validate: oneOf(['email', 'password'], 'step'),
  }),
  page('account-faq', '/account/faq', { nav: { label: 'nav_help', short: 'nav_help_short', order: 9, primary: true } }),
  page('account-faq-uid', '/account/faq/:uid', { validate: (p) => isSlug(p.uid), kept: true }),
  page('account-my-bookings', '/account/my-bookings', {
    bookingFree: true,
    kept: true,
    nav: { label: 'nav_my_bookings', order: 2, accountMenu: true },
  }),
  page('account-upgrades', '/account/upgrades', { nav: { label: 'nav_upgrades', order: 5 } }),
  page('account-contact-us', '/account/contact-us', { auth: false, bookingFree: true }),
  page('preview', '/preview', { auth: false }),
  page('uid', '/:uid', { auth: false, validate: (p) => isSlug(p.uid) }),
]

describe('matching a path to a route', () => {
  const match = routeMatcher(sampleRoutes)
  it('takes routes in their order, so literal ones win over the catch-all, and ignores a trailing slash', () => {
    expect(match('/preview')?.route.name).toBe('preview')
    expect(match('/account/')?.route.name).toBe('account')
    expect(match('/about-us')?.params).toEqual({ uid: 'about-us' })
    expect(match('/')?.route.name).toBe('index')
    expect(match('/account/faq/rooms/extra')).toBeUndefined()
    expect(match('/a/b')).toBeUndefined()
  })

  it('applies validate rules to the parameters, optional ones included', () => {
    expect(match('/account/login')?.valid).toBe(true)
    expect(match('/account/login/email')?.valid).toBe(true)
    expect(match('/account/login/elsewhere')).toMatchObject({ valid: false, route: { name: 'account-login' } })
    expect(match('/account/faq/Not_A_Slug')?.valid).toBe(false)
    expect(match('/%E0%A4%A')).toBeUndefined()
  })
})

describe('layouts and booking (SPEC §2, §6)', () => {
  it('uses the guest-hub-login layout where a route says so, the default one elsewhere', () => {
    expect(sampleRoutes.filter((r) => layoutFor(r) === 'guest-hub-login').map((r) => r.name)).toEqual(['account-login'])
    expect(layoutFor(undefined)).toBe('default')
  })

  it('asks for a selected booking on default-layout account pages that are not booking-free', () => {
    const needs = sampleRoutes.filter(needsBooking).map((r) => r.name)
    expect(needs).toEqual(['account', 'account-faq', 'account-faq-uid', 'account-upgrades'])
  })
})

describe('the site map', () => {
  const site = siteMap(sampleRoutes)
  it('orders the destinations, lists the account menu’s and the kept ones', () => {
    expect(site.navigation.map((l) => l.label)).toEqual(['nav_home', 'nav_my_bookings', 'nav_upgrades', 'nav_help'])
    expect(site.primary).toEqual([
      { href: '/account', label: 'nav_home' },
      { href: '/account/faq', label: 'nav_help_short' },
    ])
    expect(site.accountMenu).toEqual([{ href: '/account/my-bookings', label: 'nav_my_bookings' }])
    expect(site.keptPages.map((l) => l.href)).toEqual(['/account', '/account/my-bookings'])
  })

  it('gives the destinations in words, each label named by its message', () => {
    const inWords = siteLinksIn(site, (label) => label.toUpperCase())
    expect(inWords.primary).toEqual([
      { href: '/account', label: 'NAV_HOME' },
      { href: '/account/faq', label: 'NAV_HELP_SHORT' },
    ])
    expect(inWords.keptPages.map((l) => l.label)).toEqual(['NAV_HOME', 'NAV_MY_BOOKINGS'])
    expect(inWords.placeOf('/account/faq/:uid')).toBe('/account/faq')
  })

  it('finds the place a route belongs to: itself, or the destination its path is under; home only for itself', () => {
    expect(site.placeOf('/account/faq/:uid')).toBe('/account/faq')
    expect(site.placeOf('/account/upgrades')).toBe('/account/upgrades')
    expect(site.placeOf('/account')).toBe('/account')
    expect(site.placeOf('/account/login/:step?')).toBeUndefined()
    expect(site.placeOf(undefined)).toBeUndefined()
  })

  it('refuses a name declared twice, and a destination with parameters', () => {
    expect(() => siteMap([...sampleRoutes, page('account', '/elsewhere')])).toThrow('declared twice')
    expect(() => siteMap([page('x', '/x/:id', { nav: { label: 'nav_home', order: 1 } })])).toThrow('has parameters')
  })
})

describe('the navigation in two levels (issue 38)', () => {
  const routes = [
    ...sampleRoutes,
    page('account-itinerary', '/account/itinerary', { nav: { label: 'nav_itinerary', order: 4, under: '/account' } }),
    page('account-whats-on', '/account/whats-on', { nav: { label: 'nav_whats_on', order: 7, under: '/account' } }),
    page('account-settings', '/account/settings', {
      nav: { label: 'nav_account_settings', order: 10, accountMenu: true },
    }),
    page('account-contact', '/account/contact', { nav: { label: 'nav_contact_us', order: 11 } }),
  ]
  const site = siteMap(routes)

  it('puts each page under its place, in order, and the rest (not the account menu’s) after them', () => {
    expect(site.sections).toEqual([
      {
        place: { href: '/account', label: 'nav_home' },
        pages: [
          { href: '/account/itinerary', label: 'nav_itinerary' },
          { href: '/account/whats-on', label: 'nav_whats_on' },
        ],
      },
      { place: { href: '/account/faq', label: 'nav_help' }, pages: [] },
    ])
    // My bookings is the sample's account menu's, so not here; the settings neither.
    expect(site.more).toEqual([
      { href: '/account/upgrades', label: 'nav_upgrades' },
      { href: '/account/contact', label: 'nav_contact_us' },
    ])
    const inWords = siteLinksIn(site, (label) => label.toUpperCase())
    expect(inWords.sections[0]?.place.label).toBe('NAV_HOME')
    expect(inWords.sections[0]?.pages.map((link) => link.label)).toEqual(['NAV_ITINERARY', 'NAV_WHATS_ON'])
  })

  it('finds the place a page is under: its own for a place, its place for a page, none elsewhere', () => {
    expect(site.sectionOf('/account')).toBe('/account')
    expect(site.sectionOf('/account/itinerary')).toBe('/account')
    expect(site.sectionOf('/account/faq/:uid')).toBe('/account/faq')
    expect(site.sectionOf('/account/contact')).toBeUndefined()
    expect(site.sectionOf('/account/login/:step?')).toBeUndefined()
  })

  it('refuses a page under something that is not a place, or under one and shown elsewhere too', () => {
    const under = (nav: Partial<NonNullable<RouteDef['nav']>>) =>
      siteMap([...sampleRoutes, page('x', '/x', { nav: { label: 'nav_itinerary', order: 3, ...nav } })])
    expect(() => under({ under: '/account/upgrades' })).toThrow('is no place')
    expect(() => under({ under: '/account', accountMenu: true })).toThrow('shown elsewhere too')
    expect(() => under({ under: '/account', primary: true })).toThrow('shown elsewhere too')
  })
})
