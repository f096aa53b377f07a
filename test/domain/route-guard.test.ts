import { describe, expect, it } from 'vitest'
import { guardRoute } from '../../src/domain/route-guard.ts'
import { routeNamed, routeTable, layoutFor } from '../../src/domain/routes.ts'

describe('guardRoute (SPEC §6)', () => {
  it('lets visitors use every login-layout route, even those marked auth-required', () => {
    for (const route of routeTable.filter((r) => layoutFor(r.name) === 'guest-hub-login')) {
      expect(guardRoute(route, false)).toEqual({ kind: 'allow' })
    }
  })

  it('sends visitors from auth-required default-layout routes to login', () => {
    for (const name of [
      'account',
      'account-account-settings',
      'account-my-bookings',
      'account-faq',
      'account-whats-on',
    ]) {
      expect(guardRoute(routeNamed(name), false)).toEqual({ kind: 'login' })
    }
  })

  it('lets visitors read public content and contact us', () => {
    for (const name of ['uid', 'preview', 'slice-simulator', 'account-contact-us', 'index']) {
      expect(guardRoute(routeNamed(name), false)).toEqual({ kind: 'allow' })
    }
  })

  it('moves a signed-in visitor on from the login page only', () => {
    expect(guardRoute(routeNamed('account-login'), true)).toEqual({ kind: 'continue' })
    expect(guardRoute(routeNamed('account-forgot-password'), true)).toEqual({ kind: 'allow' })
    expect(guardRoute(routeNamed('account'), true)).toEqual({ kind: 'allow' })
  })
})
