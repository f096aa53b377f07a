// The reminders' hourly run against the sandbox (issue 41): it works out who is due on the resort's today, reads
// only what that needs through the pages' loaders, words it in the guest's language, and queues one message per guest,
// booking, kind and day: never twice, however often it runs; a guest whose reads fail is tried again next run.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { bookingsDown, clearFaults, createGuest, sandbox } from './support.ts'
import { bindings, deliver, emailsTo, recordingQueue, zoneAtHour } from './reminders-support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { runScheduled } from '../../src/jobs/handlers.ts'
import { cronJobs } from '../../src/jobs/index.ts'
import { adminClient } from '../../src/integrations/auth/admin.ts'
import { readConfig } from '../../src/integrations/config.ts'
import type { ReminderQueueMessage } from '../../src/features/reminders/queue-message.ts'
import type { Bindings } from '../../src/scope/bindings.ts'

afterEach(() => clearFaults())

/** A booking of the test's own, `arrivalInDays` from the sandbox's today, and a portal account for its lead booker. */
async function guestWithStay(arrivalInDays: number, nights = 7, locale?: string, bookedDaysAgo?: number) {
  const ids = await sandbox<{ leadContactId: string; opportunityId: string }>('/__sandbox/bookings', {
    method: 'POST',
    body: JSON.stringify({ arrivalInDays, nights, bookedDaysAgo, party: [{ first: 'Rosa', last: 'Lind', age: 41 }] }),
  })
  const guest = await createGuest({ contactId: ids.leadContactId, firstName: 'Rosa' })
  if (locale)
    await adminClient(readConfig(bindings))!.auth.admin.updateUserById(guest.id, { user_metadata: { locale } })
  return { ...guest, bookingId: ids.opportunityId }
}

/** Runs the hourly trigger now with a queue that keeps what is put on it; answers this guest's messages. */
async function runHourly(userId: string, overrides: Partial<Record<keyof Bindings, unknown>> = {}) {
  const { queue, sent } = recordingQueue()
  const ctx = createExecutionContext()
  const controller = createScheduledController({ cron: '0 * * * *', scheduledTime: Date.now() })
  await runScheduled(controller, { ...bindings, REMINDER_QUEUE: queue, ...overrides } as Bindings, ctx, cronJobs)
  await waitOnExecutionContext(ctx)
  return sent.map((item) => item.body as ReminderQueueMessage).filter((body) => body.userId === userId)
}

describe('the hourly run', () => {
  it('queues advance information still open when three weeks before arrival begins, in the guest’s language, once', async () => {
    const guest = await guestWithStay(21, 7, 'de')
    const [advance, ...others] = (await runHourly(guest.id)).filter((body) => body.message.kind === 'advance')
    expect(others).toEqual([])
    expect(advance).toMatchObject({ bookingId: guest.bookingId, message: { kind: 'advance', locale: 'de' } })
    expect(advance?.message.title).toBe('Vorabinformationen für Ihren Aufenthalt')
    expect(advance?.message.path).toMatch(/^\/account\/advance-information/)
    // The next hour, and a run beside it, queue nothing again.
    expect(await runHourly(guest.id)).toEqual([])
    // The consumer sends it: one email in German.
    await deliver([advance], { RESORT_TIME_ZONE: zoneAtHour(12) })
    const [email, ...more] = await emailsTo(guest.email)
    expect(more).toEqual([])
    expect(email?.subject).toBe('Vorabinformationen für Ihren Aufenthalt')
    expect(email?.html).toContain('<html lang="de" dir="ltr">')
  })

  it('queues what is due after booking on the day a booking is made, and nothing the day after', async () => {
    const today = await guestWithStay(150, 7, undefined, 0)
    const yesterday = await guestWithStay(150, 7, undefined, 1)
    // The timing's two reminders: advance information still open, and what to arrange after booking.
    const queued = await runHourly(today.id)
    expect(queued.map((body) => body.message.kind).sort()).toEqual(['advance', 'arrange'])
    const advance = queued.find((body) => body.message.kind === 'advance')
    expect(advance).toMatchObject({ bookingId: today.bookingId })
    expect(advance?.message.path).toMatch(/^\/account\/advance-information/)
    expect(await runHourly(yesterday.id)).toEqual([])
  })

  it('queues the way home the day before leaving, and nothing on a day with nothing due', async () => {
    const leaving = await guestWithStay(-3, 4)
    const middle = await guestWithStay(-2, 6)
    const [home] = await runHourly(leaving.id)
    expect(home?.message).toMatchObject({ kind: 'way-home', locale: 'en-GB', path: '/account/itinerary' })
    expect(home?.message.title).toBe('Your way home tomorrow')
    expect(await runHourly(middle.id)).toEqual([])
  })

  it('tries a guest whose booking read failed again next run, and queues it then', async () => {
    expectConsoleErrors(/"where":"reminders.due"/)
    const guest = await guestWithStay(-3, 4)
    await bookingsDown()
    expect(await runHourly(guest.id)).toEqual([])
    await clearFaults()
    expect((await runHourly(guest.id)).map((body) => body.message.kind)).toEqual(['way-home'])
  })

  it('queues nothing while reminders are paused', async () => {
    const guest = await guestWithStay(-3, 4)
    expect(await runHourly(guest.id, { REMINDERS_PAUSED: '1' })).toEqual([])
    expect((await runHourly(guest.id)).map((body) => body.message.kind)).toEqual(['way-home'])
  })
})
