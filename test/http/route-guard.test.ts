import { describe, expect, it } from 'vitest'
import { guardRoute } from '../../src/http/middleware/route-guard.ts'
import type { RouteDef } from '../../src/domain/routes.ts'

const route = (name: string, more: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path: `/${name}`,
  overlayHeader: false,
  auth: true,
  ...more,
})
const login = route('account-login', { layout: 'guest-hub-login' })
const goodbye = route('account-goodbye', { layout: 'guest-hub-login' })
const forgot = route('account-forgot-password', { layout: 'guest-hub-login', auth: false })

describe('guardRoute (SPEC §6)', () => {
  it('lets visitors use every login-layout route, even those marked auth-required', () => {
    for (const r of [login, goodbye, forgot]) expect(guardRoute(r, false)).toEqual({ kind: 'allow' })
  })

  it('sends visitors from auth-required default-layout routes to login', () => {
    for (const name of ['account', 'account-account-settings', 'account-my-bookings', 'account-faq'])
      expect(guardRoute(route(name), false)).toEqual({ kind: 'login' })
  })

  it('lets visitors read public content and contact us', () => {
    for (const name of ['uid', 'preview', 'account-contact-us', 'index'])
      expect(guardRoute(route(name, { auth: false }), false)).toEqual({ kind: 'allow' })
  })

  it('moves a signed-in visitor on from the login page only', () => {
    expect(guardRoute(login, true)).toEqual({ kind: 'continue' })
    expect(guardRoute(forgot, true)).toEqual({ kind: 'allow' })
    expect(guardRoute(route('account'), true)).toEqual({ kind: 'allow' })
  })
})
