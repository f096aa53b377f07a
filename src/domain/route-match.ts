// Finding a route of a route list (routes.ts) for a request's path.
import type { RouteDef } from './routes.ts'

export interface RouteMatch {
  readonly route: RouteDef
  readonly params: Readonly<Record<string, string | undefined>>
  /** False when the route's validate rule rejected the params. */
  readonly valid: boolean
}

/**
 * A function finding the route for a pathname (no query) among `routes`, in their order; a trailing slash is
 * ignored. Each route's path is split once, not on every request.
 * @example routeMatcher(routes)('/account/faq/dining')?.params.uid // 'dining'
 */
export function routeMatcher(routes: readonly RouteDef[]): (pathname: string) => RouteMatch | undefined {
  const patterns = routes.map((route) => [route, splitPath(route.path) ?? []] as const)
  return (pathname) => {
    const segments = splitPath(pathname)
    if (segments === undefined) return undefined
    for (const [route, pattern] of patterns) {
      const params = matchSegments(pattern, segments)
      if (params) return { route, params, valid: route.validate ? route.validate(params) : true }
    }
    return undefined
  }
}

function splitPath(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return undefined // malformed percent-encoding matches no route
  }
}

function matchSegments(pattern: readonly string[], segments: string[]): Record<string, string | undefined> | undefined {
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
