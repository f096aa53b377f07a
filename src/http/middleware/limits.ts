import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import type { LimitedAction } from '../../domain/limits.ts'
import { countAgainst } from '../../scope/limits.ts'
import { reportContext } from './report.ts'
import { localeOf } from './locale.ts'
import { textsFor } from '../../i18n/texts.ts'

/**
 * Counts this request against every limit of `action` (src/scope/limits.ts, decision 034). When one is spent: sets
 * `Retry-After` and answers the sentence the guest reads, in the request's language; otherwise undefined.
 * `subject` is the email address or booking id the action's per-email or per-booking rows count.
 *
 * @example
 * const refused = await overLimit(c, 'signIn', email)
 * if (refused) return renderStep(c, step, { email, message: refused }, 429)
 */
export async function overLimit(
  c: Context<AppEnv>,
  action: LimitedAction,
  subject?: string,
): Promise<string | undefined> {
  const counter = {
    env: c.env,
    texts: textsFor(localeOf(c)),
    context: () => {
      const { where: _, ...context } = reportContext(c, '')
      return context
    },
  }
  const limited = await countAgainst(counter, action, {
    subject,
    clientAddress: c.req.header('cf-connecting-ip'),
  })
  if (!limited) return undefined
  c.header('Retry-After', String(limited.retryAfter))
  return limited.message
}
