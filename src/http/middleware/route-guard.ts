import { layoutFor, type RouteDef } from '../../domain/routes.ts'

export type GuardDecision =
  | { readonly kind: 'allow' }
  /** Send the visitor to the login page and remember where they were going. */
  | { readonly kind: 'login' }
  /** A signed-in visitor has no business on the login page: go on to the account area. */
  | { readonly kind: 'continue' }

/**
 * SPEC §6: a visitor who is not signed in may use only the login-layout routes; any other
 * auth-required route sends them to login. /account/login is marked auth-required in its
 * metadata yet must stay reachable, which the login-layout exemption gives.
 * A signed-in visitor on the login page goes on (docs/decisions/003-route-guard.md).
 */
export function guardRoute(route: RouteDef, signedIn: boolean): GuardDecision {
  if (signedIn) return route.name === 'account-login' ? { kind: 'continue' } : { kind: 'allow' }
  if (route.auth && layoutFor(route) !== 'guest-hub-login') return { kind: 'login' }
  return { kind: 'allow' }
}
