// Finding a route of the table (routes.ts) for a request's path.
import { type RouteDef, routeTable } from './routes.ts'

export interface RouteMatch {
  readonly route: RouteDef
  readonly params: Readonly<Record<string, string | undefined>>
  /** False when the route's validate rule rejected the params. */
  readonly valid: boolean
}

/**
 * Finds the route for a pathname (no query). A trailing slash is ignored.
 * @example matchRoute('/account/faq/dining')?.params.uid // 'dining'
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = splitPath(pathname)
  if (segments === undefined) return undefined
  for (const [route, pattern] of routePatterns) {
    const params = matchSegments(pattern, segments)
    if (params) return { route, params, valid: route.validate ? route.validate(params) : true }
  }
  return undefined
}

// Each route's path split once, not on every request.
const routePatterns: readonly (readonly [RouteDef, string[]])[] = routeTable.map((route) => [
  route,
  splitPath(route.path) ?? [],
])

function splitPath(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return undefined // malformed percent-encoding matches no route
  }
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string | undefined> | undefined {
  const params: Record<string, string | undefined> = {}
  const optional = pattern.at(-1)?.endsWith('?') ?? false
  const minLength = optional ? pattern.length - 1 : pattern.length
  if (segments.length < minLength || segments.length > pattern.length) return undefined
  for (const [i, part] of pattern.entries()) {
    const value = segments[i]
    if (part.startsWith(':')) params[part.slice(1).replace(/\?$/, '')] = value
    else if (part !== value) return undefined
  }
  return params
}
