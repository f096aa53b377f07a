// What every read and write takes instead of the request (issue 39): the portal's config and bindings, who is acting,
// their language and words, and where failures go. A request builds one in middleware (src/http/middleware/scope.ts); a cron
// job, a queue consumer or a Durable Object builds one with `systemScope`, so they reuse the same reads and writes.
import type { Config } from '../integrations/config.ts'
import { contentReader, type ContentReader } from '../integrations/content/reader.ts'
import { reportError, type ErrorReport, type MonitoringTarget, type ReportContext } from '../integrations/monitoring.ts'
import type { Locale } from '../domain/locale.ts'
import { textsFor, type Texts } from '../i18n/texts.ts'
import type { Bindings } from './bindings.ts'
import type { Guest } from './guest.ts'
import { BookingsUnavailableError } from './bookings.ts'
import { idMessages } from '../domain/request-ids.ts'

export interface Scope {
  readonly config: Config
  /** The worker's bindings: KV namespaces, queues, Durable Objects, rate limits. */
  readonly env: Bindings
  /** The guest acting (signed in, or one the portal acts for, as a reminder does); undefined: the portal itself. */
  readonly guest: Guest | undefined
  /** The language the acting guest reads. */
  readonly locale: Locale
  /** The message catalogue in that language. */
  readonly texts: Texts
  /**
   * Reports a failure to monitoring (SPEC §8) with this scope's context (request id, route, user; or the job).
   * `where` names the part that failed, e.g. 'advance.flight'.
   */
  report(where: string, error: unknown, level?: ErrorReport['level']): ErrorReport
  /** Keeps work alive after the response or the job's end (ctx.waitUntil). */
  waitUntil(promise: Promise<unknown>): void
  /** The content reader in this scope's language (built on first use, one per scope). */
  content(): ContentReader
  /** Where this scope's reports and log lines say they came from. */
  context(): ScopeContext
  /** The same scope wording in another language (an API answers programs in English). */
  inLanguage(locale: Locale): Scope
}

/** The context every report of a scope carries: never tokens or personal data beyond the user id. */
export type ScopeContext = Omit<ReportContext, 'where' | 'locale' | 'deployment'>

export interface ScopeParts {
  readonly config: Config
  readonly env: Bindings
  readonly guest: Guest | undefined
  readonly locale: Locale
  /** What each report says of where it came from (read when reporting: a request learns its route late). */
  readonly context: () => ScopeContext
  /** ctx.waitUntil, when the runtime gives one (a unit test's app.request has none). */
  readonly waitUntil: ((promise: Promise<unknown>) => void) | undefined
  /** The ref of an accepted content preview session (requests only). */
  readonly previewRef?: string | undefined
}

/** A scope from its parts: the one way both a request and a job build theirs. */
export function makeScope(parts: ScopeParts): Scope {
  const { config, env, locale, context } = parts
  const target: MonitoringTarget = {
    intakeUrl: config.MONITORING_INTAKE_URL || undefined,
    token: config.MONITORING_TOKEN,
    waitUntil: parts.waitUntil,
  }
  const deployment = env.CF_VERSION_METADATA?.id
  const report: Scope['report'] = (where, error, level = 'error') =>
    reportError(error, { ...context(), where, deployment, locale }, target, level)
  const waitUntil = (promise: Promise<unknown>) => (parts.waitUntil ? parts.waitUntil(promise) : void promise)
  let reader: ContentReader | undefined
  const scope: Scope = {
    config,
    env,
    guest: parts.guest,
    locale,
    texts: textsFor(locale),
    report,
    context,
    inLanguage: (other) => (other === locale ? scope : makeScope({ ...parts, locale: other })),
    waitUntil,
    content: () =>
      (reader ??= contentReader(config, {
        kv: env.CONTENT_CACHE,
        previewRef: parts.previewRef,
        locale,
        waitUntil,
        onRefreshError: (error) => report('content.refresh', error, 'warning'),
      })),
  }
  return scope
}

/** The acting guest; a scope without one (a job acting for nobody) cannot read a guest's bookings. */
export function requireGuest(scope: Scope): Guest {
  if (!scope.guest)
    throw new BookingsUnavailableError(new Error(idMessages.storeWithoutUser), idMessages.storeWithoutUser)
  return scope.guest
}
