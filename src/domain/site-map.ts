/**
 * What the list of routes gives the rest of the portal (src/routes/index.ts builds it once): finding a path's route,
 * the navigation, the account menu and the pages kept for offline reading, each read from the routes' own
 * declarations, so a page added to the list shows everywhere it should.
 */
import type { RouteDef } from './routes.ts'
import { routeMatcher, type RouteMatch } from './route-match.ts'
import type { PlainTextKey } from '../i18n/texts.ts'

/** A destination: its path and its label, a message's name in the site map and its words on a page. */
export interface NavLink<Label extends string = string> {
  readonly href: string
  readonly label: Label
}

/** A primary place and the pages under it: one branch of the navigation's two levels. */
export interface NavSection<Label extends string = string> {
  readonly place: NavLink<Label>
  /** The pages under the place, in order; none for a place that is one page. */
  readonly pages: readonly NavLink<Label>[]
}

/** The site map's lists of destinations, with their labels as names (SiteMap) or as a language's words (a page's). */
export interface SiteLinks<Label extends string = string> {
  /** Every destination, in order. */
  readonly navigation: readonly NavLink<Label>[]
  /** The few places a guest goes most, in order: the tab bar on a phone, the top bar on a wide screen. */
  readonly primary: readonly NavLink<Label>[]
  /**
   * The navigation's two levels: each primary place (its full label) with the pages under it. A wide screen shows the
   * pages of the place the guest is in under the top bar; a narrower one lists them in the menu (issue 38).
   */
  readonly sections: readonly NavSection<Label>[]
  /** The destinations under no place and not the account menu's (contact us): the menu lists them after the places. */
  readonly more: readonly NavLink<Label>[]
  /** The primary place a route belongs to: its own, or the one its destination is under; undefined for none. */
  readonly sectionOf: (routePath: string | undefined) => string | undefined
  /**
   * The destination a route belongs to, for `aria-current`: the one whose path begins the route's (a FAQ category is
   * under Help), the longest such; undefined for a route under none.
   */
  readonly placeOf: (routePath: string | undefined) => string | undefined
  /** The destinations the account menu lists too. */
  readonly accountMenu: readonly NavLink<Label>[]
  /** The destinations kept for offline reading (the offline page links to them). */
  readonly keptPages: readonly NavLink<Label>[]
}

export interface SiteMap extends SiteLinks<PlainTextKey> {
  readonly routes: readonly RouteDef[]
  readonly match: (pathname: string) => RouteMatch | undefined
}

/** The site map's destinations with their labels in words, as `words` gives them (a page's language). */
export function siteLinksIn(site: SiteLinks<PlainTextKey>, words: (label: PlainTextKey) => string): SiteLinks {
  const inWords = (links: readonly NavLink<PlainTextKey>[]) =>
    links.map((link) => ({ ...link, label: words(link.label) }))
  return {
    navigation: inWords(site.navigation),
    primary: inWords(site.primary),
    sections: site.sections.map((section) => ({
      place: { ...section.place, label: words(section.place.label) },
      pages: inWords(section.pages),
    })),
    more: inWords(site.more),
    sectionOf: site.sectionOf,
    placeOf: site.placeOf,
    accountMenu: inWords(site.accountMenu),
    keptPages: inWords(site.keptPages),
  }
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
  const destinations = routes
    .flatMap((route) => (route.nav ? [{ ...route, nav: route.nav }] : []))
    .sort((a, b) => a.nav.order - b.nav.order)
  const places = destinations.filter((route) => route.nav.primary)
  // Two levels, no more: a page is under a primary place, and shown in one place only.
  for (const route of destinations) {
    const { under, primary, accountMenu } = route.nav
    if (under === undefined) continue
    if (primary || accountMenu) throw new Error(`Destination ${route.name} is under a place and shown elsewhere too`)
    if (!places.some((place) => place.path === under))
      throw new Error(`Destination ${route.name}: ${under} is no place`)
  }
  const link = (route: (typeof destinations)[number]): NavLink<PlainTextKey> => ({
    href: route.path,
    label: route.nav.label,
  })
  const sectionOf = (routePath: string | undefined) => {
    const destination = destinations.find((route) => route.path === placeOf(destinations, routePath))
    return destination && (destination.nav.primary ? destination.path : destination.nav.under)
  }
  return {
    routes,
    match: routeMatcher(routes),
    navigation: destinations.map(link),
    primary: places.map((route) => ({ href: route.path, label: route.nav.short ?? route.nav.label })),
    sections: places.map((place) => ({
      place: link(place),
      pages: destinations.filter((route) => route.nav.under === place.path).map(link),
    })),
    more: destinations
      .filter((route) => !route.nav.primary && route.nav.under === undefined && !route.nav.accountMenu)
      .map(link),
    sectionOf,
    placeOf: (routePath) => placeOf(destinations, routePath),
    accountMenu: destinations.filter((route) => route.nav?.accountMenu).map(link),
    keptPages: destinations.filter((route) => route.kept).map(link),
  }
}
