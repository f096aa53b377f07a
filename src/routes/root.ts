import { Hono } from 'hono'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { routeModule } from './route-module.ts'

/** SPEC §2: the index redirects to the accounts area. */
export const rootRoute = routeModule(
  '/',
  [{ name: 'index', overlayHeader: false, auth: false }],
  new Hono<AppEnv>().get('/', (c) => c.redirect('/account', 302)),
)
