// Helpers for the reminders' worker tests: a queue that records what is put on it, a time zone whose clock is at a
// given hour now (so quiet hours do not depend on when the tests run), deliveries and the Brevo outbox.
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { Bindings } from '../../src/scope/bindings.ts'
import { consumeQueue } from '../../src/jobs/handlers.ts'
import { queueConsumers } from '../../src/jobs/index.ts'
import { readConfig } from '../../src/integrations/config.ts'
import { adminClient } from '../../src/integrations/auth/admin.ts'
import { reminderStore } from '../../src/features/reminders/store.ts'
import type { ReminderQueueMessage } from '../../src/features/reminders/queue-message.ts'
import { sandbox } from './support.ts'

export const bindings = env as unknown as Bindings

/** A queue producer that keeps what is sent to it, for a test to read. */
export function recordingQueue() {
  const sent: { body: unknown; delaySeconds?: number | undefined }[] = []
  const queue = {
    async send(body: unknown, options?: QueueSendOptions) {
      sent.push({ body, delaySeconds: options?.delaySeconds })
    },
    async sendBatch(messages: Iterable<MessageSendRequest>) {
      for (const message of messages) sent.push({ body: message.body, delaySeconds: message.delaySeconds })
    },
  } as unknown as Queue<unknown>
  return { queue, sent }
}

/** An IANA zone (a fixed offset, Etc/GMT±n) whose clock reads `hour` o'clock, give or take the minutes, now. */
export function zoneAtHour(hour: number, now = Date.now()): string {
  const utcHour = new Date(now).getUTCHours()
  let offset = hour - utcHour
  if (offset > 12) offset -= 24
  if (offset < -12) offset += 24
  // Etc/GMT's signs are POSIX's: Etc/GMT-3 is three hours ahead of UTC.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
}

export const store = () => reminderStore(adminClient(readConfig(bindings))!)

/** Queues a delivery and answers the message the cron would put on the queue for it. */
export async function queuedReminder(
  userId: string,
  message: Partial<ReminderQueueMessage['message']> = {},
  day = '2027-02-22',
): Promise<ReminderQueueMessage> {
  const bookingId = crypto.randomUUID()
  const deliveryId = await store().queue({ userId, bookingId, kind: message.kind ?? 'advance', day })
  if (!deliveryId) throw new Error('not queued')
  return {
    deliveryId,
    userId,
    bookingId,
    day,
    message: {
      kind: 'advance',
      locale: 'en-GB',
      title: 'Advance information for your stay',
      lines: ['Still to complete: Flight details.'],
      path: '/account/advance-information/flight',
      ...message,
    },
  }
}

/** Runs the reminders' consumer on messages as the queue would deliver them; answers what was acked and retried. */
export async function deliver(
  bodies: readonly unknown[],
  overrides: Partial<Record<keyof Bindings, unknown>> = {},
  queue = 'reminders',
) {
  const ctx = createExecutionContext()
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body })),
  )
  await consumeQueue(batch, { ...bindings, ...overrides } as Bindings, ctx, queueConsumers)
  return getQueueResult(batch, ctx)
}

export interface SentEmail {
  readonly to: string
  readonly subject: string
  readonly html: string | null
  readonly text: string | null
  readonly headers: Record<string, string>
}

export const emailsTo = async (to: string) =>
  (await sandbox<{ emails: SentEmail[] }>(`/__sandbox/brevo/outbox?to=${encodeURIComponent(to)}`)).emails

/** A delivery's row as the service role reads it. */
export async function deliveryRow(id: string) {
  const answer = await adminClient(readConfig(bindings))!
    .from('reminder_deliveries')
    .select('state,channel,claim_id')
    .eq('id', id)
    .single()
  return answer.data as { state: string; channel: string | null; claim_id: string | null }
}
