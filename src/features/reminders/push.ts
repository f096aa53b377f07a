// A reminder as a web push message (RFC 8030 delivery, RFC 8291 aes128gcm encryption, RFC 8292 VAPID), sent with
// @block65/webcrypto-web-push over WebCrypto (decision 051). The service worker shows it and opens its page
// (src/browser/service-worker/reminders.ts).
import { buildPushPayload } from '@block65/webcrypto-web-push'
import type { Config } from '../../integrations/config.ts'
import type { Device } from './devices-table.ts'

/** What the service worker reads from a push: the notification's words, its page, and a tag naming the delivery. */
export type PushPayload = {
  readonly title: string
  readonly body: string
  readonly path: string
  readonly tag: string
  readonly lang: string
  readonly dir: 'ltr' | 'rtl'
}

/** How a push service answered: delivered, the subscription is gone (404, 410: delete it), or try again later. */
export type PushOutcome = 'sent' | 'gone' | 'retry'

/** Whether web push is configured: the VAPID pair and its contact. */
export const pushConfigured = (config: Config) => vapidOf(config) !== undefined

/** The VAPID keys and contact, when all three are set. */
function vapidOf(config: Config) {
  const [subject, publicKey, privateKey] = [
    config.VAPID_SUBJECT,
    config.VAPID_PUBLIC_KEY,
    config.VAPID_PRIVATE_KEY?.trim(),
  ]
  return subject && publicKey && privateKey ? { subject, publicKey, privateKey } : undefined
}

/**
 * Sends one push to one device. `topic` (≤ 32 base64url characters) makes a push service replace an undelivered
 * message of the same delivery rather than deliver both; the tag does the same on the device.
 */
export async function sendPush(
  config: Config,
  device: Device,
  payload: PushPayload,
  topic: string,
): Promise<PushOutcome> {
  const vapid = vapidOf(config)
  if (!vapid) throw new Error('Web push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT)')
  const request = await buildPushPayload(
    { data: payload, options: { ttl: 24 * 3600, urgency: 'normal', topic } },
    { endpoint: device.endpoint, expirationTime: null, keys: { p256dh: device.p256dh, auth: device.auth } },
    vapid,
  )
  let response: Response
  try {
    response = await fetch(device.endpoint, { ...request, signal: AbortSignal.timeout(10_000) })
  } catch {
    return 'retry'
  }
  await response.body?.cancel()
  if (response.status === 404 || response.status === 410) return 'gone'
  if (response.ok) return 'sent'
  return 'retry'
}
