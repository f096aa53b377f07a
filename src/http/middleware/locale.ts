import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { baseLocale, negotiateLocale, type Locale } from '../../domain/locale.ts'
import { textsFor } from '../../i18n/texts.ts'
import { readCookie } from './cookies.ts'
import { memo } from '../../domain/memo.ts'

/**
 * The request's language (decision 045): the picker's cookie, else the signed-in guest's saved choice, else the
 * browser's Accept-Language, else English. Set before the session is known (so early errors speak the guest's
 * language too) and settled after it; a response chosen by the header says so in `Vary`.
 */
export const earlyLocale = createMiddleware<AppEnv>(async (c, next) => {
  settle(c, readCookie(c, 'language'))
  await next()
  if (c.get('localeFromHeader')) c.res.headers.append('Vary', 'Accept-Language')
})

/** After the session: a guest with no cookie on this device gets the language saved with their account. */
export const accountLocale = createMiddleware<AppEnv>(async (c, next) => {
  const saved = c.get('user')?.locale
  if (c.get('localeFromHeader') && saved) settle(c, saved)
  await next()
})

// Browsers send few distinct choices and Accept-Language values: each pair is matched once per isolate (bounded).
const negotiated = memo<ReturnType<typeof negotiateLocale>>(500)

function settle(c: Context<AppEnv>, choice: string | undefined): void {
  const header = c.req.header('Accept-Language')
  const { locale, fromHeader } = negotiated(`${choice ?? ''}\n${header ?? ''}`, () => negotiateLocale(choice, header))
  c.set('locale', locale)
  c.set('localeFromHeader', fromHeader)
  c.set('texts', textsFor(locale))
}

/** The request's language, or English before the language middleware ran (an error thrown earlier). */
export function localeOf(c: Context<AppEnv>): Locale {
  return c.get('locale') ?? baseLocale
}
