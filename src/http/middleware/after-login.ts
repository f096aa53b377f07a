import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { clearCookie, readCookie } from './cookies.ts'
import { safeHash, safeLocalPath } from './safe-redirect.ts'

/**
 * Where a visitor goes once signed in (SPEC §2, §4 step 5): the saved redirect path, else
 * /account, plus any URL hash saved before login. Both cookies are spent here.
 */
export function takeAfterLoginTarget(c: Context<AppEnv>): string {
  const origin = new URL(c.req.url).origin
  const path = safeLocalPath(readCookie(c, 'redirectPath'), origin) ?? '/account'
  const hash = safeHash(readCookie(c, 'hash')) ?? ''
  clearCookie(c, 'redirectPath')
  clearCookie(c, 'hash')
  const target = path.includes('#') ? path : path + hash
  return target.startsWith('/account/login') ? '/account' : target
}
