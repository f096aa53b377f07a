// A scope without a request: the worker's scheduled and queue handlers, and Durable Objects, build theirs here.
import { readConfig } from '../integrations/config.ts'
import { baseLocale, type Locale } from '../domain/locale.ts'
import type { Bindings } from './bindings.ts'
import { guestOf, type Guest, type KnownGuest } from './guest.ts'
import { textsFor } from '../i18n/texts.ts'
import { makeScope, type Scope } from './scope.ts'

export interface SystemWork {
  /** What the portal is doing, for reports: 'cron payments.reconcile', 'queue reminders'. */
  readonly job: string
  /** The guest the work is for (a reminder's reader), when it is for one. */
  readonly guest?: Guest | undefined
  /** Their language; English when not known. */
  readonly locale?: Locale | undefined
}

/**
 * The scope of work the portal does on its own: checked config, the job's name where a request would give its route,
 * and ctx.waitUntil. Throws ConfigError, as a request would, when the configuration is incomplete.
 *
 * @example
 * const scope = systemScope(env, ctx, { job: 'cron payments.reconcile' })
 */
export function systemScope(
  env: Bindings,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  work: SystemWork,
): Scope {
  return makeScope({
    config: readConfig(env),
    env,
    guest: work.guest,
    locale: work.locale ?? baseLocale,
    context: () => ({ route: work.job, userId: work.guest?.userId }),
    waitUntil: (promise) => ctx.waitUntil(promise),
  })
}

/**
 * The same work, acting for one guest (a reminder's reader, a payment's buyer): their bookings, wellness and words,
 * with reports saying whom it was for.
 *
 * @example
 * const guestScope = actingFor(scope, { contactId: booking.leadContactId, booking }, 'de')
 * const extras = await bookingExtras(guestScope, booking.id, booking)
 */
export function actingFor(scope: Scope, known: KnownGuest, locale: Locale = scope.locale): Scope {
  const guest = guestOf(scope.config, known, textsFor(locale))
  const context = scope.context()
  return makeScope({
    config: scope.config,
    env: scope.env,
    guest,
    locale,
    context: () => ({ ...context, userId: known.userId }),
    waitUntil: (promise) => scope.waitUntil(promise),
  })
}
