import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { readForm } from '../http/middleware/forms.ts'
import { writeCookie } from '../http/middleware/cookies.ts'
import { report } from '../http/middleware/report.ts'
import { HTTPException } from 'hono/http-exception'
import { locales } from '../domain/locale.ts'
import { safeLocalPath } from '../http/middleware/safe-redirect.ts'
import { routeModule } from './route-module.ts'

const LanguageChoice = v.object({ lang: v.picklist(locales) })

/**
 * POST /language, the language picker's form (decision 045): the choice is kept in a cookie for this device and, for
 * a signed-in guest, in the account's metadata so it follows them to another device. Then back to the page it came
 * from, as its Referer says (the portal's referrer policy sends the whole address to its own origin); home when the
 * browser sends none or another site's. Works without JavaScript; the service worker drops the offline copies, which are in the old language.
 */
const handlers = new Hono<AppEnv>().post('/', async (c) => {
  const form = await readForm(c, LanguageChoice)
  if (!form.ok) throw new HTTPException(400, { message: c.get('texts').language_not_offered() })
  const { lang } = form.data
  writeCookie(c, 'language', lang)
  if (c.get('user') && c.get('user')?.locale !== lang) {
    try {
      const { error } = await c
        .get('auth')()
        .auth.updateUser({ data: { locale: lang } })
      if (error) throw error
    } catch (error) {
      // The cookie holds the choice on this device; only the other devices miss it.
      report(c, 'language.save', error, 'warning')
    }
  }
  return c.redirect(backTo(c.req.header('referer'), new URL(c.req.url).origin) ?? '/account', 303)
})

/** The path of a Referer on this origin, checked as any path the portal goes back to. */
function backTo(referer: string | undefined, origin: string): string | undefined {
  const from = referer ? URL.parse(referer) : null
  if (from?.origin !== origin) return undefined
  return safeLocalPath(from.pathname + from.search, origin)
}

// Declared as a page (a form's target, never a GET), so no content page by that name answers for it.
export const languageRoute = routeModule(
  '/language',
  [{ name: 'language', overlayHeader: false, auth: false }],
  handlers,
)
