// The worker's work without a request (issue 39): cron jobs and queue consumers get a scope of their own and read
// through the same loaders as a page.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../../src/worker.ts'
import { consumeQueue, runScheduled } from '../../src/jobs/handlers.ts'
import type { CronJob, QueueConsumer } from '../../src/jobs/job.ts'
import { actingFor } from '../../src/scope/system.ts'
import { requireGuest } from '../../src/scope/scope.ts'
import { bookingExtras } from '../../src/features/extras/booking-extras.ts'
import type { Bindings } from '../../src/scope/bindings.ts'
import { demo, sandbox, signIn, visit, pageText as text } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

const bindings = env as unknown as Bindings
/** Olivia's booking-system contact (sandbox/seed/demo-users.ts). */
const olivia = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'

const monitoringEvents = async () =>
  (await sandbox<{ events: Record<string, unknown>[] }>('/__sandbox/monitoring')).events

describe('cron jobs', () => {
  it('read a guest’s bookings and extras through the loaders the home page uses, and find what the page shows', async () => {
    const found: string[] = []
    const job: CronJob = {
      name: 'test.extras',
      cron: '0 * * * *',
      async run(scope) {
        const guestScope = actingFor(scope, { contactId: olivia }, 'en-GB')
        const [booking] = await requireGuest(guestScope).bookings().list()
        if (!booking) throw new Error('Olivia has no booking')
        const extras = await bookingExtras(guestScope, booking.id, booking)
        if (!('groups' in extras)) throw new Error('extras unavailable')
        for (const group of extras.groups) for (const extra of group.extras) found.push(extra.message)
      },
    }
    const ctx = createExecutionContext()
    await runScheduled(createScheduledController({ cron: '0 * * * *' }), bindings, ctx, [job])

    expect(found.length).toBeGreaterThan(3)
    const page = await text(await visit('/account/my-bookings', { jar: await signIn(demo.olivia) }))
    for (const message of found) expect(page).toContain(message.replaceAll("'", '&#x27;'))
  })

  it('report a failed job with the job’s name where a request would give its route', async () => {
    expectConsoleErrors(/"where":"jobs.test.failing"/)
    const job: CronJob = {
      name: 'test.failing',
      cron: '*/5 * * * *',
      run: () => Promise.reject(new Error('the booking system is down')),
    }
    const ctx = createExecutionContext()
    await runScheduled(createScheduledController({ cron: '*/5 * * * *' }), bindings, ctx, [job])
    await waitOnExecutionContext(ctx) // the report reaches the intake in waitUntil
    const report = (await monitoringEvents()).find((event) => event.where === 'jobs.test.failing')
    expect(report).toMatchObject({ route: 'cron test.failing', message: 'the booking system is down', level: 'error' })
  })

  it('report a trigger no job claims (wrangler.toml and src/jobs/index.ts disagree)', async () => {
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '17 3 * * *' }), bindings, ctx)
    await waitOnExecutionContext(ctx)
    const report = (await monitoringEvents()).find((event) => event.where === 'jobs.scheduled')
    expect(report).toMatchObject({ level: 'warning', message: 'No job runs on the cron "17 3 * * *"' })
  })
})

describe('queue consumers', () => {
  const batch = (queue: string) =>
    createMessageBatch(queue, [
      { id: 'a', timestamp: new Date(), attempts: 1, body: { contactId: olivia } },
      { id: 'b', timestamp: new Date(), attempts: 1, body: { contactId: 'not-a-guid' } },
    ])

  it('hand each message to its queue’s consumer with a scope, and retry only the one that failed', async () => {
    expectConsoleErrors(/"where":"jobs.test.bookings"/)
    const consumer: QueueConsumer<{ contactId: string }> = {
      name: 'test.bookings',
      queue: 'test-bookings',
      async consume(scope, message) {
        const bookings = await requireGuest(actingFor(scope, { contactId: message.body.contactId }))
          .bookings()
          .list()
        if (bookings.length === 0) throw new Error('no bookings for that contact')
        message.ack()
      },
    }
    const ctx = createExecutionContext()
    const messages = batch('test-bookings-staging')
    await consumeQueue(messages, bindings, ctx, [consumer as QueueConsumer])
    const result = await getQueueResult(messages, ctx)
    expect(result.explicitAcks).toEqual(['a'])
    expect(result.retryMessages).toEqual([{ msgId: 'b' }])
  })

  it('retry a batch of a queue nobody consumes, and report it', async () => {
    expectConsoleErrors(/"where":"jobs.queue"/)
    const ctx = createExecutionContext()
    const messages = batch('nobody-reads-this')
    await worker.queue(messages, bindings, ctx)
    const result = await getQueueResult(messages, ctx)
    expect(result.retryBatch).toMatchObject({ retry: true })
  })
})
