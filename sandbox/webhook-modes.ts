// What the sandbox's webhook senders (Stripe's deliveries, Dataverse's service endpoint) share: whether they push to
// the portal or hold deliveries for a test at first, and the count of next deliveries to lose, taken one at a time.
import type { SandboxEnv } from './db.ts'

/** `push` when the portal runs on this machine (its SITE_URL is loopback), else `hold`; `override` says otherwise. */
export function defaultWebhookMode(env: SandboxEnv, override: string | undefined): 'push' | 'hold' {
  if (override === 'push' || override === 'hold') return override
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(env.SITE_URL).hostname) ? 'push' : 'hold'
  } catch {
    return 'hold'
  }
}

/** Takes one from a count kept in the settings (the deliveries still to drop), if any is left: atomic. */
export async function takeOne(db: D1Database, key: string): Promise<boolean> {
  const row = await db
    .prepare(
      'UPDATE settings SET value = CAST(value AS INTEGER) - 1 WHERE key = ? AND CAST(value AS INTEGER) > 0 RETURNING value',
    )
    .bind(key)
    .first()
  return row !== null
}
