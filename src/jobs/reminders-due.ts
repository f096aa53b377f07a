// The reminders' hourly run (issue 41, decision 052): for every guest linked to the booking system, works out what
// each of their bookings is due on the resort's today (src/features/reminders/due.ts), reads only that, words it in
// the guest's language, and queues one message per guest, booking, kind and day. The row in reminder_deliveries is
// written first: a second run, or this run again, queues nothing twice. A guest whose reads fail is reported and
// tried again next hour, the same day.
import type { Scope } from '../scope/scope.ts'
import { actingFor } from '../scope/system.ts'
import { requireGuest } from '../scope/scope.ts'
import type { CronJob } from './job.ts'
import { schedule } from './schedule.ts'
import type { Booking } from '../domain/booking.ts'
import { formatLocalDate, localDateIn, type LocalDate } from '../domain/local-date.ts'
import type { Locale } from '../domain/locale.ts'
import { adminClient } from '../integrations/auth/admin.ts'
import { dayNeeds, dueReminders, needsNothing } from '../features/reminders/due.ts'
import { reminderFacts } from '../features/reminders/reads.ts'
import { reminderMessage } from '../features/reminders/words.ts'
import { guestLocale, linkedGuests, type GuestRow } from '../features/reminders/guests.ts'
import type { ReminderQueueMessage } from '../features/reminders/queue-message.ts'
import { remindersPaused, storeFor } from '../features/reminders/send.ts'
import type { ReminderStore } from '../features/reminders/store.ts'
import type { SupabaseClient } from '@supabase/supabase-js'

/** How many guests are read at once: the booking system is shared with the pages. */
const guestsAtOnce = 4

interface Run {
  readonly scope: Scope
  readonly admin: SupabaseClient
  readonly store: ReminderStore
  readonly queue: Queue<unknown>
  readonly today: LocalDate
}

/** Queues one booking's reminders due today for a guest; answers how many it queued. */
async function queueBooking(run: Run, row: GuestRow, booking: Booking, locale: () => Promise<Locale>) {
  // The booking's own day at the resort: its "after booking" timing begins then.
  const madeAt = Date.parse(booking.bookedAt ?? '')
  const bookedOn = Number.isNaN(madeAt)
    ? undefined
    : formatLocalDate(localDateIn(run.scope.config.RESORT_TIME_ZONE, new Date(madeAt)))
  const needs = dayNeeds({ arrival: booking.arrival, leaving: booking.leaving, bookedOn }, run.today)
  if (needsNothing(needs)) return 0
  const guestScope = actingFor(
    run.scope,
    { contactId: row.msd_contact_id, userId: row.id, wellnessClientId: row.mindbody_client_id ?? undefined, booking },
    await locale(),
  )
  const { facts, partTitle } = await reminderFacts(guestScope, booking, needs)
  const day = formatLocalDate(run.today)
  let queued = 0
  for (const due of dueReminders(needs, facts)) {
    const message = reminderMessage(due, guestScope.texts, guestScope.locale, partTitle)
    const deliveryId = await run.store.queue({ userId: row.id, bookingId: booking.id, kind: due.kind, day })
    if (!deliveryId) continue // queued before: by an earlier run today, or one running beside this
    const body: ReminderQueueMessage = {
      deliveryId,
      userId: row.id,
      bookingId: booking.id,
      day,
      message: { ...message, lines: [...message.lines] },
    }
    try {
      await run.queue.send(body, { contentType: 'json' })
    } catch (error) {
      await run.store.unqueue(deliveryId) // so the next run queues it again
      throw error
    }
    queued += 1
  }
  return queued
}

/** One guest's bookings; a failure is reported under the guest and the run goes on. */
async function queueGuest(run: Run, row: GuestRow): Promise<number> {
  let locale: Promise<Locale> | undefined
  const once = () => (locale ??= guestLocale(run.admin, row.id))
  try {
    const guestScope = actingFor(run.scope, { contactId: row.msd_contact_id, userId: row.id })
    const bookings = await requireGuest(guestScope).bookings().list()
    let queued = 0
    for (const booking of bookings) queued += await queueBooking(run, row, booking, once)
    return queued
  } catch (error) {
    actingFor(run.scope, { contactId: row.msd_contact_id, userId: row.id }).report('reminders.due', error)
    return 0
  }
}

/**
 * Works out who is due today and queues it; answers how many messages it queued. `at` is the trigger's time: the
 * resort's date at `at` is the day every delivery is named by.
 */
export async function queueDueReminders(scope: Scope, at: Date): Promise<number> {
  if (remindersPaused(scope)) return 0
  const [admin, store, queue] = [adminClient(scope.config), storeFor(scope), scope.env.REMINDER_QUEUE]
  if (!admin || !store || !queue) throw new Error('Reminders need SUPABASE_SERVICE_ROLE_KEY and the REMINDER_QUEUE')
  const run: Run = { scope, admin, store, queue, today: localDateIn(scope.config.RESORT_TIME_ZONE, at) }
  let queued = 0
  for await (const page of linkedGuests(admin)) {
    for (let start = 0; start < page.length; start += guestsAtOnce) {
      const counts = await Promise.all(page.slice(start, start + guestsAtOnce).map((row) => queueGuest(run, row)))
      queued += counts.reduce((sum, count) => sum + count, 0)
    }
  }
  return queued
}

export const dueRemindersJob: CronJob = {
  name: 'reminders.due',
  cron: schedule['reminders.due'],
  run: async (scope, at) => {
    await queueDueReminders(scope, at)
  },
}
