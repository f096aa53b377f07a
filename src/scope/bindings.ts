import type { LimitBinding } from '../domain/limits.ts'
import type { Settings } from '../integrations/config.ts'
import type { MessageThread } from '../features/messages/thread-object.ts'

/** The Workers Rate Limiting bindings, one per row of src/domain/limits.ts (decision 034). */
type LimitBindings = { readonly [B in LimitBinding]: RateLimit }

/**
 * Bindings from wrangler.toml: the settings (vars and secrets, declared once in the config schema,
 * src/integrations/config.ts) and the platform's bindings. README "Configuration" lists them all.
 */
export interface Bindings extends LimitBindings, Settings {
  readonly ASSETS: Fetcher
  /** Durable Objects: one per booking, holding its open messages pages (docs/messages.md). */
  readonly MESSAGE_THREADS: DurableObjectNamespace<MessageThread>
  /** Which deployed version of the worker this is (wrangler.toml `[version_metadata]`), for monitoring reports. */
  readonly CF_VERSION_METADATA?: { readonly id: string; readonly tag?: string; readonly timestamp?: string }
  /** Workers KV: the content cache. */
  readonly CONTENT_CACHE: KVNamespace
  /** Workers KV: when a sign-in code was last asked for an address, and its wrong tries (decision 028). */
  readonly SIGN_IN_CODES: KVNamespace
  /** The reminders' queue (producer): one message per guest, reminder and day (src/jobs/reminders-send.ts). */
  readonly REMINDER_QUEUE?: Queue<unknown>
}
