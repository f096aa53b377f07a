// GoTrue (Supabase Auth) at /auth/v1: the endpoints supabase-js uses, answering as the real
// service does (UPSTREAMS.md). State lives in D1; each group of routes has its own file.
import { Hono } from 'hono'
import { apiKeyRefusal } from './api-key.ts'
import { authError } from './errors.ts'
import { apiVersion } from './keys.ts'
import { jwks } from './jwt.ts'
import type { AuthEnv } from './auth-request.ts'
import { tokenRoutes } from './auth-token.ts'
import { userRoutes } from './auth-user.ts'
import { mailRoutes } from './auth-mail.ts'
import { verifyRoutes } from './auth-verify.ts'
import { adminRoutes } from './auth-admin.ts'

// The gateway lets these through without an API key: the JWKS is public, and the link in an
// email is opened by a browser that has no key.
const open = (method: string, path: string) =>
  path.endsWith('/.well-known/jwks.json') || (method === 'GET' && path.endsWith('/verify'))

export const auth = new Hono<AuthEnv>()
  .use(async (c, next) => {
    c.header('X-Supabase-Api-Version', apiVersion)
    if (!open(c.req.method, c.req.path)) {
      const refusal = apiKeyRefusal(c)
      if (refusal) return refusal
    }
    await next()
  })
  .get('/.well-known/jwks.json', async (c) => c.json(await jwks(c.env.DB)))
  .route('/', tokenRoutes)
  .route('/', userRoutes)
  .route('/', mailRoutes)
  .route('/', verifyRoutes)
  .route('/', adminRoutes)
  .all('*', (c) => {
    console.warn(`sandbox: unhandled GoTrue path ${c.req.method} ${c.req.path}`)
    return authError(c, 404, 'not_found', 'Not Found')
  })
