import type { Hono } from 'hono'
import type { AppEnv } from '../http/middleware/app-env.ts'
import type { RouteDef } from '../domain/routes.ts'

/** A page as its route file declares it: everything of RouteDef, its path relative to the file's base ('' for it). */
export type PageDeclaration = Omit<RouteDef, 'path'> & { readonly path?: string }

/** A route file's part of the portal: where its handlers are mounted, the pages they answer, and the handlers. */
export interface RouteModule {
  readonly base: string
  readonly pages: readonly RouteDef[]
  readonly app: Hono<AppEnv>
}

/**
 * Declares a route file's pages with their handlers (issue "The house, second pass": a page lives in one file), for
 * the list in src/routes/index.ts. A module of API endpoints or extra steps of another file's page declares none.
 * @example routeModule('/account/faq', [{ name: 'account-faq', …}, { name: 'account-faq-uid', path: '/:uid', … }], app)
 */
export function routeModule(base: string, pages: readonly PageDeclaration[], app: Hono<AppEnv>): RouteModule {
  return {
    base,
    pages: pages.map(({ path = '', ...page }) => ({ ...page, path: joined(base, path) })),
    app,
  }
}

const joined = (base: string, path: string) => `${base.replace(/\/$/, '')}${path}` || '/'
