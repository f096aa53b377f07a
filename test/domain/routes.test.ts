import { describe, expect, it } from 'vitest'
import { layoutFor, loginLayoutRoutes, routeNamed, routeTable } from '../../src/domain/routes.ts'
import { matchRoute } from '../../src/domain/route-match.ts'

describe('route table', () => {
  it('holds every route of SPEC §2 once', () => {
    const paths = [
      '/',
      '/preview',
      '/slice-simulator',
      '/account',
      '/account/account-settings',
      '/account/advance-information',
      '/account/confirm',
      '/account/contact-us',
      '/account/faq',
      '/account/faq/dining',
      '/account/forgot-password',
      '/account/goodbye',
      '/account/login',
      '/account/my-bookings',
      '/account/reset-password',
      '/account/select-booking',
      '/account/tailor-your-holiday',
      '/account/tailor-your-holiday/spa',
      '/account/update-password',
      '/account/verify-email',
      '/account/what-to-arrange-when',
      '/account/whats-on',
      '/about-us',
      '/account/guests/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      '/account/wellness/7004/cancel',
      '/account/wellness',
      '/account/calendar/stay.ics',
      // Our additions: advance-information part pages, upgrades, book options, the accessibility statement, the
      // offline page.
      '/account/advance-information/flight',
      '/account/upgrades',
      '/account/upgrades/rascals',
      '/account/book-options',
      '/accessibility',
      '/offline',
      // Companions (decision 033): the invite form and the invitation email's landing.
      '/account/companions/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      '/account/accept-invitation',
    ]
    const names = paths.map((p) => matchRoute(p)?.route.name)
    expect(names).not.toContain(undefined)
    expect(new Set(names).size).toBe(paths.length)
    expect(routeTable).toHaveLength(paths.length)
  })

  it('chooses the guest-hub-login layout for exactly the seven login route names', () => {
    const login = routeTable.filter((r) => layoutFor(r.name) === 'guest-hub-login').map((r) => r.name)
    expect(login.sort()).toEqual([...loginLayoutRoutes].sort())
    expect(login).toHaveLength(7)
    expect(layoutFor('account-contact-us')).toBe('default')
    expect(layoutFor('account')).toBe('default')
  })

  it('keeps the overlay header and auth metadata of SPEC §2', () => {
    expect(routeNamed('account')).toMatchObject({ overlayHeader: true, auth: true })
    expect(routeNamed('account-login')).toMatchObject({ overlayHeader: false, auth: true })
    expect(routeNamed('account-goodbye')).toMatchObject({ overlayHeader: false, auth: true })
    expect(routeNamed('account-forgot-password')).toMatchObject({ auth: false })
    expect(routeNamed('account-select-booking')).toMatchObject({ overlayHeader: false, auth: true })
    for (const name of ['account-my-bookings', 'account-what-to-arrange-when', 'account-whats-on']) {
      expect(routeNamed(name)).toMatchObject({ overlayHeader: true, auth: true })
    }
  })

  it('matches literal routes before the catch-all and ignores a trailing slash', () => {
    expect(matchRoute('/preview')?.route.name).toBe('preview')
    expect(matchRoute('/accessibility')?.route.name).toBe('accessibility')
    expect(matchRoute('/account/')?.route.name).toBe('account')
    expect(matchRoute('/about-us')?.params).toEqual({ uid: 'about-us' })
    expect(matchRoute('/account/faq/rooms/extra')).toBeUndefined()
    expect(matchRoute('/a/b')).toBeUndefined()
  })

  it('takes a guest id and an optional resend or revoke on the companions page', () => {
    const guest = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'
    expect(matchRoute(`/account/companions/${guest}/resend`)?.valid).toBe(true)
    expect(matchRoute(`/account/companions/${guest}/revoke`)?.valid).toBe(true)
    expect(matchRoute(`/account/companions/${guest}/delete`)?.valid).toBe(false)
    expect(matchRoute('/account/companions/not-a-guid')?.valid).toBe(false)
    expect(routeNamed('account-accept-invitation')).toMatchObject({ auth: false })
  })

  it('applies validate rules: login steps and uid slugs', () => {
    expect(matchRoute('/account/login')?.valid).toBe(true)
    expect(matchRoute('/account/login/email')?.valid).toBe(true)
    expect(matchRoute('/account/login/password')?.valid).toBe(true)
    expect(matchRoute('/account/login/verify')?.valid).toBe(true)
    expect(matchRoute('/account/login/elsewhere')).toMatchObject({ valid: false, route: { name: 'account-login' } })
    expect(matchRoute('/account/update-password/things-to-know')?.valid).toBe(true)
    expect(matchRoute('/account/faq/Not_A_Slug')?.valid).toBe(false)
    expect(matchRoute('/%E0%A4%A')).toBeUndefined()
  })
})

import { needsBooking } from '../../src/domain/routes.ts'

describe('needsBooking (SPEC §6)', () => {
  it('asks for a selected booking on default-layout account pages', () => {
    for (const name of ['account', 'account-advance-information', 'account-whats-on', 'account-faq-uid'])
      expect(needsBooking(routeNamed(name)), name).toBe(true)
  })
  it('not on choosing, listing, settings, contact, login pages or public content', () => {
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
    ]) {
      expect(needsBooking(routeNamed(name)), name).toBe(false)
    }
  })
})
