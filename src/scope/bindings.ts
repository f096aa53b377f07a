import type { LimitBinding } from '../domain/limits.ts'
import type { MessageThread } from '../features/messages/thread-object.ts'

/** The Workers Rate Limiting bindings, one per row of src/domain/limits.ts (decision 034). */
type LimitBindings = { readonly [B in LimitBinding]: RateLimit }

/** Bindings from wrangler.toml ([vars], secrets, [assets], [[ratelimits]]). README "Configuration" lists them. */
export interface Bindings extends LimitBindings {
  readonly ASSETS: Fetcher
  readonly SITE_URL: string
  readonly MARKETING_SITE_URL: string
  readonly SUPABASE_URL: string
  readonly SUPABASE_ANON_KEY: string
  /** Server only, companions only (decision 033); optional: without it guests cannot be invited. */
  readonly SUPABASE_SERVICE_ROLE_KEY?: string
  readonly DYNAMICS_URL: string
  readonly DYNAMICS_TOKEN_URL: string
  readonly DYNAMICS_CLIENT_ID: string
  readonly DYNAMICS_CLIENT_SECRET: string
  readonly RESORT_TIME_ZONE?: string
  readonly MINDBODY_URL: string
  readonly MINDBODY_API_KEY: string
  readonly MINDBODY_SITE_ID: string
  readonly MINDBODY_STAFF_USERNAME: string
  readonly MINDBODY_STAFF_PASSWORD: string
  readonly PRISMIC_ENDPOINT: string
  readonly PRISMIC_ACCESS_TOKEN?: string
  readonly PRISMIC_WEBHOOK_SECRET?: string
  /** The key of the booking system's webhook on new messages (docs/messages.md). */
  readonly DYNAMICS_WEBHOOK_KEY?: string
  /** Durable Objects: one per booking, holding its open messages pages (docs/messages.md). */
  readonly MESSAGE_THREADS: DurableObjectNamespace<MessageThread>
  /** Which deployed version of the worker this is (wrangler.toml `[version_metadata]`), for monitoring reports. */
  readonly CF_VERSION_METADATA?: { readonly id: string; readonly tag?: string; readonly timestamp?: string }
  /** Workers KV: the content cache. */
  readonly CONTENT_CACHE: KVNamespace
  /** Workers KV: when a sign-in code was last asked for an address, and its wrong tries (decision 028). */
  readonly SIGN_IN_CODES: KVNamespace
  readonly MONITORING_INTAKE_URL?: string
  readonly MONITORING_TOKEN?: string
  readonly MONITORING_ON_LOCALHOST?: string
  readonly OFFLINE_COPY_KEY?: string
  /** The payment service (docs/payments.md): its API's address (Stripe's by default), key and webhook secret. */
  readonly STRIPE_API_URL?: string
  readonly STRIPE_SECRET_KEY: string
  readonly STRIPE_WEBHOOK_SECRET: string
  /** Reminders (issue 41, docs/reminders.md): '1' pauses them all. */
  readonly REMINDERS_PAUSED?: string
  readonly EMAIL_API_URL?: string
  readonly EMAIL_API_KEY?: string
  readonly EMAIL_FROM?: string
  readonly REMINDER_LINK_KEY?: string
  readonly VAPID_PUBLIC_KEY?: string
  readonly VAPID_PRIVATE_KEY?: string
  readonly VAPID_SUBJECT?: string
  /** The reminders' queue (producer): one message per guest, reminder and day (src/jobs/reminders-send.ts). */
  readonly REMINDER_QUEUE?: Queue<unknown>
}
