// The reminders' queue message: one per guest, reminder and day, with its words already in the guest's language
// (the cron job reads and words; the consumer claims, waits for the guest's day, and sends).
import * as v from 'valibot'
import { locales, pseudoLocale } from '../../domain/locale.ts'
import { reminderKinds } from './kinds.ts'

const uuid = v.pipe(v.string(), v.uuid())

export const ReminderQueueMessage = v.object({
  /** The reminder_deliveries row queued for it. */
  deliveryId: uuid,
  userId: uuid,
  bookingId: uuid,
  day: v.pipe(v.string(), v.isoDate()),
  message: v.object({
    kind: v.picklist(reminderKinds),
    locale: v.picklist([...locales, pseudoLocale]),
    title: v.pipe(v.string(), v.nonEmpty()),
    lines: v.array(v.string()),
    path: v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'a path on the portal')),
  }),
})
export type ReminderQueueMessage = v.InferOutput<typeof ReminderQueueMessage>

/** The queue's name in wrangler.toml (each environment suffixes it: `reminders-staging`). */
export const reminderQueue = 'reminders'
/** Where the queue puts a message it gave up on after its retries; named so it is not read as `reminders-…`. */
export const reminderDeadLetters = 'dead-reminders'
