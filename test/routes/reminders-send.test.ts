// The reminders' queue consumer against the sandbox (issue 41): it claims each delivery before sending, sends by email
// in the guest's language with one-click unsubscribe, sends a duplicate delivery once, retries a failed send and then
// sends it once, waits for the guest's morning, and reports what the dead-letter queue gives up on.
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, createGuest, fault, sandbox, visit } from './support.ts'
import {
  bindings,
  deliver,
  deliveryRow,
  emailsTo,
  queuedReminder,
  recordingQueue,
  store,
  zoneAtHour,
} from './reminders-support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { consumeQueue } from '../../src/jobs/handlers.ts'
import { queueConsumers } from '../../src/jobs/index.ts'
import type { Bindings } from '../../src/scope/bindings.ts'

const daytime = { RESORT_TIME_ZONE: zoneAtHour(12) }
afterEach(() => clearFaults())

describe('sending a reminder by email', () => {
  it('sends it once, in the guest’s language and direction, with one-click unsubscribe, and marks it sent', async () => {
    const guest = await createGuest()
    const body = await queuedReminder(guest.id, {
      locale: 'ar',
      title: 'معلومات مسبقة لإقامتك',
      lines: ['ما زال عليك إكمال: تفاصيل الرحلة.'],
    })
    const result = await deliver([body], daytime)
    expect(result.explicitAcks).toEqual(['m0'])
    const [email, ...more] = await emailsTo(guest.email)
    expect(more).toEqual([])
    expect(email?.subject).toBe('معلومات مسبقة لإقامتك')
    expect(email?.html).toContain('<html lang="ar" dir="rtl">')
    expect(email?.html).toContain('https://portal.test/account/advance-information/flight')
    expect(email?.text).toContain('ما زال عليك إكمال')
    expect(email?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(email?.headers['List-Unsubscribe']).toMatch(/^<https:\/\/portal\.test\/reminders\/unsubscribe\?token=.+>$/)
    expect(await deliveryRow(body.deliveryId)).toMatchObject({ state: 'sent', channel: 'email' })
  })

  it('sends a message the queue delivers twice only once', async () => {
    const guest = await createGuest()
    const body = await queuedReminder(guest.id)
    await deliver([body, body], daytime)
    await deliver([body], daytime)
    expect(await emailsTo(guest.email)).toHaveLength(1)
  })

  it('retries a failed send with its claim released, then sends it once', async () => {
    expectConsoleErrors(/"where":"jobs.reminders.send"/)
    const guest = await createGuest()
    const body = await queuedReminder(guest.id)
    await fault({
      path: '/brevo/v3/smtp/email',
      status: 503,
      times: 1,
      body: '{"code":"internal_error","message":"down"}',
    })
    const failed = await deliver([body], daytime)
    expect(failed.retryMessages).toEqual([{ msgId: 'm0' }])
    expect(await deliveryRow(body.deliveryId)).toMatchObject({ state: 'queued', claim_id: null })
    expect(await emailsTo(guest.email)).toEqual([])
    const retried = await deliver([body], daytime)
    expect(retried.explicitAcks).toEqual(['m0'])
    expect(await emailsTo(guest.email)).toHaveLength(1)
  })

  it('sends nothing of a kind the guest turned off for email, and marks it done', async () => {
    const guest = await createGuest()
    const before = await store().choices(guest.id)
    await store().saveChoices(guest.id, { emailOff: new Set(['advance']), pushOff: new Set() }, before)
    const body = await queuedReminder(guest.id)
    await deliver([body], daytime)
    expect(await emailsTo(guest.email)).toEqual([])
    expect(await deliveryRow(body.deliveryId)).toMatchObject({ state: 'sent', channel: null })
  })

  it('waits for 09:00 on the guest’s clock: put back on the queue for the morning, not sent, not retried', async () => {
    const guest = await createGuest()
    const body = await queuedReminder(guest.id)
    const { queue, sent } = recordingQueue()
    const result = await deliver([body], { RESORT_TIME_ZONE: zoneAtHour(2), REMINDER_QUEUE: queue })
    expect(result.explicitAcks).toEqual(['m0'])
    expect(result.retryMessages).toEqual([])
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual(body)
    // From about 02:00 to 09:00: six to seven hours.
    expect(sent[0]?.delaySeconds).toBeGreaterThan(6 * 3600 - 60)
    expect(sent[0]?.delaySeconds).toBeLessThanOrEqual(7 * 3600)
    expect(await emailsTo(guest.email)).toEqual([])
    expect(await deliveryRow(body.deliveryId)).toMatchObject({ state: 'queued' })
  })

  it('sends nothing while reminders are paused, and forgets the delivery for a later run to queue again', async () => {
    const guest = await createGuest()
    const body = await queuedReminder(guest.id)
    await deliver([body], { ...daytime, REMINDERS_PAUSED: '1' })
    expect(await emailsTo(guest.email)).toEqual([])
    expect(
      await store().queue({ userId: guest.id, bookingId: body.bookingId, kind: 'advance', day: body.day }),
    ).toBeTypeOf('string')
  })
})

describe('the dead-letter queue', () => {
  it('reports a reminder given up after its retries to monitoring and marks it failed', async () => {
    expectConsoleErrors(/"where":"reminders.dead-letter"/)
    const guest = await createGuest()
    const body = await queuedReminder(guest.id)
    const ctx = createExecutionContext()
    const batch = createMessageBatch('dead-reminders-staging', [{ id: 'd0', timestamp: new Date(), attempts: 1, body }])
    await consumeQueue(batch, bindings as Bindings, ctx, queueConsumers)
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['d0'])
    await waitOnExecutionContext(ctx)
    const events = (await sandbox<{ events: Record<string, unknown>[] }>('/__sandbox/monitoring')).events
    expect(events.find((event) => event.where === 'reminders.dead-letter')).toMatchObject({
      route: 'queue reminders.dead-letters',
      message: `A advance reminder due ${body.day} was not sent after the queue's retries`,
    })
    expect(await deliveryRow(body.deliveryId)).toMatchObject({ state: 'failed' })
  })
})

describe('one-click unsubscribe', () => {
  const linkOf = async (to: string) => {
    const [email] = await emailsTo(to)
    return new URL(/^<(.+)>$/.exec(email!.headers['List-Unsubscribe']!)![1]!)
  }
  const oneClick = (url: URL | string) =>
    visit(typeof url === 'string' ? url : url.pathname + url.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })

  it('works from a mail client’s POST without a page of ours, turns every reminder email off, and only once', async () => {
    const guest = await createGuest()
    await deliver([await queuedReminder(guest.id)], daytime)
    const link = await linkOf(guest.email)
    expect((await visit(link.pathname + link.search)).status).toBe(200) // a person is asked first
    expect((await oneClick(link)).status).toBe(200)
    expect([...(await store().choices(guest.id)).emailOff]).toEqual([
      'advance',
      'arrange',
      'wellness',
      'way-home',
      'answers',
    ])
    // The guest turns email on again in settings: the old link no longer turns it off.
    const before = await store().choices(guest.id)
    await store().saveChoices(guest.id, { emailOff: new Set(), pushOff: new Set() }, before)
    const again = await oneClick(link)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('This link has been used')
    expect([...(await store().choices(guest.id)).emailOff]).toEqual([])
  })

  it('cannot be forged for another guest', async () => {
    const [guest, other] = [await createGuest(), await createGuest()]
    await deliver([await queuedReminder(guest.id)], daytime)
    const link = await linkOf(guest.email)
    const [, version, signature] = link.searchParams.get('token')!.split('.')
    const forged = await oneClick(`/reminders/unsubscribe?token=${other.id}.${version}.${signature}`)
    expect(forged.status).toBe(400)
    expect((await oneClick('/reminders/unsubscribe?token=nonsense')).status).toBe(400)
    expect([...(await store().choices(other.id)).emailOff]).toEqual([])
  })
})
