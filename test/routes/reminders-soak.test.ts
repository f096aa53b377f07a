// A soak of the reminders' hourly run and queue under flapping upstreams (issue 41): the booking system and the email
// provider fail now and then, the queue delivers some messages twice and to two consumers at once, failed sends are
// retried in later rounds; in the end each due reminder has been sent exactly once.
import { afterEach, describe, expect, it } from 'vitest'
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { clearFaults, createGuest, fault, sandbox } from './support.ts'
import { bindings, deliver, deliveryRow, emailsTo, recordingQueue, zoneAtHour } from './reminders-support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { runScheduled } from '../../src/jobs/handlers.ts'
import { cronJobs } from '../../src/jobs/index.ts'
import type { ReminderQueueMessage } from '../../src/features/reminders/queue-message.ts'
import type { Bindings } from '../../src/scope/bindings.ts'

afterEach(() => clearFaults())

/** A small deterministic generator, so a failing soak can be run again the same way. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

const daytime = { RESORT_TIME_ZONE: zoneAtHour(12) }

async function hourlyRun(queue: Queue<unknown>) {
  const ctx = createExecutionContext()
  const controller = createScheduledController({ cron: '0 * * * *', scheduledTime: Date.now() })
  await runScheduled(controller, { ...bindings, REMINDER_QUEUE: queue } as Bindings, ctx, cronJobs)
  await waitOnExecutionContext(ctx)
}

describe('the reminders under flapping upstreams', () => {
  it('send each due reminder exactly once', { timeout: 240_000 }, async () => {
    expectConsoleErrors(/"where":"(reminders\.due|jobs\.reminders\.send)"/)
    const next = random(41)
    const guests = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const ids = await sandbox<{ leadContactId: string }>('/__sandbox/bookings', {
          method: 'POST',
          body: JSON.stringify({
            arrivalInDays: -3,
            nights: 4,
            party: [{ first: `Soak${i}`, last: 'Guest', age: 40 }],
          }),
        })
        return createGuest({ contactId: ids.leadContactId })
      }),
    )
    const ours = new Set(guests.map((guest) => guest.id))
    const { queue, sent } = recordingQueue()
    let pending: ReminderQueueMessage[] = []
    let taken = 0
    let retried = 0
    for (let round = 0; round < 5; round++) {
      // The booking system and the email provider fail for a few requests each round.
      await fault({ path: '/dynamics/api/data/v9.2/opportunities', status: 503, times: 1 + Math.floor(next() * 3) })
      await fault({
        path: '/brevo/v3/smtp/email',
        status: 503,
        times: 1 + Math.floor(next() * 2),
        body: '{"code":"internal_error","message":"down"}',
      })
      await hourlyRun(queue)
      const fresh = sent.slice(taken).map((item) => item.body as ReminderQueueMessage)
      taken = sent.length
      pending.push(...fresh.filter((body) => ours.has(body.userId)))
      const retry: ReminderQueueMessage[] = []
      for (const body of pending) {
        // Some messages arrive twice, some at two consumers at once.
        const copies = next() < 0.3 ? 2 : 1
        const results = await Promise.all(Array.from({ length: copies }, () => deliver([body], daytime)))
        // The queue redelivers each copy a consumer asked to retry.
        for (const result of results) if (result.retryMessages.length > 0) retry.push(body)
        retried += results.filter((result: { retryMessages: unknown[] }) => result.retryMessages.length > 0).length
      }
      pending = retry
      await clearFaults()
    }
    expect(retried).toBeGreaterThan(0) // the faults were met: this soak is not a plain run
    // Upstreams back: the last retries go through.
    for (const body of pending) await deliver([body], daytime)
    await hourlyRun(queue)
    expect(sent.slice(taken).filter((item) => ours.has((item.body as ReminderQueueMessage).userId))).toEqual([])

    for (const guest of guests) {
      const emails = await emailsTo(guest.email)
      expect(emails.map((email) => email.subject)).toEqual(['Your way home tomorrow'])
    }
    const queued = sent.map((item) => item.body as ReminderQueueMessage).filter((body) => ours.has(body.userId))
    expect(new Set(queued.map((body) => body.userId)).size).toBe(guests.length)
    for (const body of queued) expect(await deliveryRow(body.deliveryId)).toMatchObject({ state: 'sent' })
  })
})
