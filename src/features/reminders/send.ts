// Sending a message to a guest by the channel they chose (issue 41): web push to every device they turned it on for,
// else email, honouring what they turned off and the pause. The reminders' queue consumer calls it for each claimed
// delivery; other features (answers from the resort, issue 42) call it the same way with a message of their kind.
import type { Scope } from '../../scope/scope.ts'
import { adminClient } from '../../integrations/auth/admin.ts'
import { emailConfigured, sendEmail } from '../../integrations/email/brevo.ts'
import { directionOf } from '../../domain/locale.ts'
import { textsFor } from '../../i18n/texts.ts'
import { channelsFor, type Channel } from './kinds.ts'
import { reminderStore, type ReminderStore } from './store.ts'
import type { Device } from './devices-table.ts'
import { pushConfigured, sendPush, type PushOutcome } from './push.ts'
import { reminderEmail } from './email.ts'
import { unsubscribeToken } from './link-token.ts'
import type { ReminderMessage } from './words.ts'

/** What became of a message: sent by a channel, or not sent, and why (nothing to retry). */
export type SendOutcome =
  | { readonly sent: Channel }
  | { readonly skipped: 'paused' | 'turned off' | 'no address' | 'not configured' }

/** A send that failed and may succeed later (a push service or the email provider down, 429): retry it. */
export class ReminderSendError extends Error {
  override name = 'ReminderSendError'
}

/** Whether reminders are paused (REMINDERS_PAUSED=1, docs/reminders.md). */
export const remindersPaused = (scope: Pick<Scope, 'config'>) => scope.config.REMINDERS_PAUSED?.trim() === '1'

/** The service-role store, or undefined when SUPABASE_SERVICE_ROLE_KEY is not configured (reminders are then off). */
export function storeFor(scope: Pick<Scope, 'config'>): ReminderStore | undefined {
  const admin = adminClient(scope.config)
  return admin && reminderStore(admin)
}

/** A 32-character base64url topic per delivery (RFC 8030 Topic): a UUID without its dashes. */
const topicOf = (id: string) => id.replaceAll('-', '').slice(0, 32)

async function pushToDevices(
  scope: Scope,
  store: ReminderStore,
  devices: readonly Device[],
  message: ReminderMessage,
  id: string,
): Promise<'sent' | 'all gone'> {
  const payload = {
    title: message.title,
    body: message.lines.join('\n'),
    path: message.path,
    tag: id,
    lang: message.locale,
    dir: directionOf(message.locale),
  }
  const outcomes: PushOutcome[] = await Promise.all(
    devices.map(async (device) => {
      const outcome = await sendPush(scope.config, device, payload, topicOf(id))
      // A subscription its push service no longer knows is deleted: the device turned push off or is gone.
      if (outcome === 'gone') await store.removeDevice(device.id)
      return outcome
    }),
  )
  if (outcomes.includes('sent')) return 'sent'
  if (outcomes.includes('retry')) throw new ReminderSendError('No push service took the message; it is tried again')
  return 'all gone'
}

async function email(scope: Scope, userId: string, message: ReminderMessage, id: string, version: number) {
  const admin = adminClient(scope.config)
  const found = await admin?.auth.admin.getUserById(userId)
  if (found?.error && found.error.status !== 404)
    throw new ReminderSendError(`The guest could not be read (${found.error.status})`)
  const address = found?.data.user?.email
  if (!address) return undefined
  const site = scope.config.SITE_URL.replace(/\/$/, '')
  const token = await unsubscribeToken(scope.config.REMINDER_LINK_KEY ?? '', { userId, version })
  const content = reminderEmail(message, textsFor(message.locale), {
    page: `${site}${message.path}`,
    settings: `${site}/account/account-settings#reminders`,
    unsubscribe: `${site}/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
  })
  try {
    await sendEmail(scope.config, { to: address, ...content, idempotencyKey: id })
  } catch (error) {
    throw new ReminderSendError(`The email was not sent: ${(error as Error).message}`, { cause: error })
  }
  return address
}

/**
 * Sends `message` to the guest `userId` by the channel they chose: push to every device they turned it on for
 * (deleting a subscription its push service says is gone, 404 or 410), else email with one-click unsubscribe, unless
 * they turned that kind off, or reminders are paused. `id` names this send (a UUID): a retry with the same id is
 * not sent twice by the email provider, and replaces rather than adds to an undelivered push. Throws
 * ReminderSendError when it may succeed later; the caller retries (the reminders' queue does, with its claim).
 *
 * @example
 * // In a queue consumer or a Durable Object, with a scope from systemScope / actingFor:
 * const message: ReminderMessage = { kind: 'answers', locale: 'de', title, lines: [text], path: '/account/messages' }
 * const outcome = await sendToGuest(scope, guest.userId, message, crypto.randomUUID())
 */
export async function sendToGuest(
  scope: Scope,
  userId: string,
  message: ReminderMessage,
  id: string,
): Promise<SendOutcome> {
  if (remindersPaused(scope)) return { skipped: 'paused' }
  const store = storeFor(scope)
  if (!store) return { skipped: 'not configured' }
  const [choices, devices] = await Promise.all([store.choices(userId), store.devices(userId)])
  const reachable = pushConfigured(scope.config) ? devices : []
  let [channel] = channelsFor(choices, message.kind, reachable.length)
  if (channel === 'push') {
    if ((await pushToDevices(scope, store, reachable, message, id)) === 'sent') return { sent: 'push' }
    ;[channel] = channelsFor(choices, message.kind, 0) // every device was gone: email instead
  }
  if (channel !== 'email') return { skipped: 'turned off' }
  if (!emailConfigured(scope.config) || !scope.config.REMINDER_LINK_KEY) return { skipped: 'not configured' }
  return (await email(scope, userId, message, id, choices.emailVersion)) ? { sent: 'email' } : { skipped: 'no address' }
}
