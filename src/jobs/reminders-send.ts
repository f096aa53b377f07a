// The reminders' queue consumer (issue 41, decision 052): for each message, wait for the guest's day (09:00–20:00 on
// their clock), claim the delivery in Supabase, send it by the guest's channel, and mark it sent; a failed send gives
// the claim back and the queue retries the message, then puts it in the dead-letter queue (reminders-dead.ts).
import * as v from 'valibot'
import type { Scope } from '../scope/scope.ts'
import type { QueueConsumer } from './job.ts'
import { ReminderQueueMessage, reminderQueue } from '../features/reminders/queue-message.ts'
import { sendingWindow, isTimeZone } from '../features/reminders/sending-hours.ts'
import { remindersPaused, sendToGuest, storeFor } from '../features/reminders/send.ts'
import type { ReminderStore } from '../features/reminders/store.ts'

/** A queue holds a delayed message at most 12 hours: a longer wait is taken in steps. */
const longestDelaySeconds = 12 * 3600

/** The guest's clock: the time zone a device of theirs gave when push was turned on, else the resort's. */
async function guestTimeZone(scope: Scope, store: ReminderStore, userId: string): Promise<string> {
  const zone = (await store.devices(userId)).find((device) => isTimeZone(device.time_zone))?.time_zone
  return zone ?? scope.config.RESORT_TIME_ZONE
}

/** Puts the message back on the queue to arrive when the guest's day begins; not a retry (it spends none). */
async function waitForMorning(scope: Scope, message: Message<unknown>, body: ReminderQueueMessage, opensAt: number) {
  const delaySeconds = Math.min(longestDelaySeconds, Math.max(1, Math.ceil((opensAt - Date.now()) / 1000)))
  const queue = scope.env.REMINDER_QUEUE
  if (!queue) return message.retry({ delaySeconds })
  await queue.send(body, { delaySeconds, contentType: 'json' })
  message.ack()
}

export const sendReminders: QueueConsumer = {
  name: 'reminders.send',
  queue: reminderQueue,
  async consume(scope, message) {
    const parsed = v.safeParse(ReminderQueueMessage, message.body)
    if (!parsed.success) {
      scope.report('reminders.message', new Error(`Not a reminder: ${parsed.issues[0].message}`))
      return message.ack()
    }
    const body = parsed.output
    const store = storeFor(scope)
    if (!store) throw new Error('Reminders need SUPABASE_SERVICE_ROLE_KEY')
    if (remindersPaused(scope)) {
      // Forgotten, not sent: once resumed, the next hourly run queues what is still due that day.
      await store.unqueue(body.deliveryId)
      return message.ack()
    }
    const window = sendingWindow(Date.now(), await guestTimeZone(scope, store, body.userId))
    if (!window.open) return waitForMorning(scope, message, body, window.opensAt)
    const claim = await store.claim(body.deliveryId)
    if (!claim) return message.ack() // sent already, or another worker holds it: a duplicate delivery of the queue
    try {
      const outcome = await sendToGuest(scope, body.userId, body.message, body.deliveryId)
      await store.sent(claim, 'sent' in outcome ? outcome.sent : null)
    } catch (error) {
      await store.release(claim)
      throw error
    }
    message.ack()
  },
}
