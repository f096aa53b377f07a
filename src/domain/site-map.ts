/**
 * What the list of routes gives the rest of the portal (src/routes/index.ts builds it once): finding a path's route,
 * the navigation, the account menu and the pages kept for offline reading, each read from the routes' own
 * declarations, so a page added to the list shows everywhere it should.
 */
import type { RouteDef } from './routes.ts'
import { routeMatcher, type RouteMatch } from './route-match.ts'

export interface NavLink {
  readonly href: string
  readonly label: string
}

export interface SiteMap {
  readonly routes: readonly RouteDef[]
  readonly match: (pathname: string) => RouteMatch | undefined
  /** Every destination, in order. */
  readonly navigation: readonly NavLink[]
  /** The few places a guest goes most, in order: the tab bar on a phone, the top bar on a wide screen. */
  readonly primary: readonly NavLink[]
  /**
   * The destination a route belongs to, for `aria-current`: the one whose path begins the route's (a FAQ category is
   * under Help), the longest such; undefined for a route under none.
   */
  readonly placeOf: (routePath: string | undefined) => string | undefined
  /** The destinations the account menu lists too. */
  readonly accountMenu: readonly NavLink[]
  /** The destinations kept for offline reading (the offline page links to them). */
  readonly keptPages: readonly NavLink[]
}

/**
 * The site map of a route list; throws for a list a test would catch (a name twice, a destination with parameters).
 * @example siteMap(routes).match('/account/faq/dining')?.route.name // 'account-faq-uid'
 */
function placeOf(destinations: readonly RouteDef[], routePath: string | undefined): string | undefined {
  if (!routePath) return undefined
  const within = (href: string) => routePath === href || routePath.startsWith(`${href}/`)
  // Home is the account area's root: it is the place of itself only.
  const candidates = destinations.filter((route) =>
    route.path === '/account' ? routePath === route.path : within(route.path),
  )
  return candidates.sort((a, b) => b.path.length - a.path.length)[0]?.path
}

export function siteMap(routes: readonly RouteDef[]): SiteMap {
  const names = new Set<string>()
  for (const route of routes) {
    if (names.has(route.name)) throw new Error(`Route ${route.name} is declared twice`)
    names.add(route.name)
    if (route.nav && route.path.includes(':')) throw new Error(`Destination ${route.name} has parameters`)
  }
  const destinations = routes.filter((route) => route.nav).sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))
  const link = (route: RouteDef): NavLink => ({ href: route.path, label: route.nav?.label ?? route.name })
  return {
    routes,
    match: routeMatcher(routes),
    navigation: destinations.map(link),
    primary: destinations
      .filter((route) => route.nav?.primary)
      .map((route) => ({ href: route.path, label: route.nav?.short ?? route.nav?.label ?? route.name })),
    placeOf: (routePath) => placeOf(destinations, routePath),
    accountMenu: destinations.filter((route) => route.nav?.accountMenu).map(link),
    keptPages: destinations.filter((route) => route.kept).map(link),
  }
}
