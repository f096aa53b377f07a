// Telling a guest with no messages page open (issue 42, step 6): the webhook on a staff answer has the booking's
// Durable Object tell, after the webhook's answer, each guest on the booking with no page open, by the reminders'
// channels (email in the sandbox) in their language, at most once per booking in ten minutes, unless the guest turned
// "answers from the resort" off.
import { runDurableObjectAlarm } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { bookingWithCompanion, deliver, deliveriesOf, openPage, send, staffAnswer } from './messages-support.ts'
import { bindings, emailsTo, store } from './reminders-support.ts'
import { clearFaults, fault } from './support.ts'
import { adminClient } from '../../src/integrations/auth/admin.ts'
import { readConfig } from '../../src/integrations/config.ts'

afterEach(() => clearFaults())

/** Staff answer on the booking and the webhook delivers it: the webhook's response. */
async function answered(bookingId: string, text: string) {
  const [delivery] = await deliveriesOf(await staffAnswer(bookingId, text))
  const response = await deliver(delivery!)
  expect(response.status).toBe(200)
  return response
}

/** Long enough for a notice that is not coming: a sent one is in the outbox well within this. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500))

const threadOf = (bookingId: string) =>
  bindings.MESSAGE_THREADS.get(bindings.MESSAGE_THREADS.idFromName(bookingId.toLowerCase()))

describe('an answer from the resort, for the guests with no page open', () => {
  it('emails a guest with no page open once, in their language, with the link and unsubscribe; not one whose page is open', async () => {
    const { jar, lead, omar, bookingId } = await bookingWithCompanion()
    await adminClient(readConfig(bindings))!.auth.admin.updateUserById(omar.id, { user_metadata: { locale: 'de' } })
    const lena = await openPage(jar)
    await answered(bookingId, 'The spa opens at 9.')
    await expect.poll(() => emailsTo(omar.email), { timeout: 5000, interval: 100 }).toHaveLength(1)
    const [email] = await emailsTo(omar.email)
    expect(email?.subject).toBe('Das Resort hat geantwortet')
    expect(email?.html).toContain('<html lang="de" dir="ltr">')
    expect(email?.html).toContain('https://portal.test/account/messages')
    expect(email?.headers['List-Unsubscribe']).toMatch(/^<https:\/\/portal\.test\/reminders\/unsubscribe\?token=.+>$/)
    expect(email?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    // Staff's words stay in the portal: the email says there is an answer, and where.
    expect(email?.text).not.toContain('The spa opens at 9.')
    expect(lena.notices).toHaveLength(1)
    await settle()
    expect(await emailsTo(lead.email)).toEqual([])
    expect(await emailsTo(omar.email)).toHaveLength(1)
  })

  it('tells nothing more of a second answer within ten minutes, nor of the same answer delivered twice', async () => {
    const { lead, omar, bookingId } = await bookingWithCompanion()
    const [delivery] = await deliveriesOf(await staffAnswer(bookingId, 'Breakfast is from 7.'))
    await deliver(delivery!)
    await expect.poll(() => emailsTo(omar.email), { timeout: 5000, interval: 100 }).toHaveLength(1)
    await expect.poll(() => emailsTo(lead.email), { timeout: 5000, interval: 100 }).toHaveLength(1)
    await deliver(delivery!)
    await answered(bookingId, 'And dinner from 19.')
    await settle()
    expect(await emailsTo(omar.email)).toHaveLength(1)
    expect(await emailsTo(lead.email)).toHaveLength(1)
  })

  it('tells nobody who turned “answers from the resort” off, and still tells the others', async () => {
    const { lead, omar, bookingId } = await bookingWithCompanion()
    const before = await store().choices(omar.id)
    await store().saveChoices(omar.id, { emailOff: new Set(['answers']), pushOff: new Set() }, before)
    await answered(bookingId, 'Yes, there is parking.')
    await expect.poll(() => emailsTo(lead.email), { timeout: 5000, interval: 100 }).toHaveLength(1)
    await settle()
    expect(await emailsTo(omar.email)).toEqual([])
  })

  it('tells nobody of a guest’s own message', async () => {
    const { jar, omar } = await bookingWithCompanion()
    expect((await send(jar, 'We land at 14:00.')).status).toBe(303)
    await settle()
    expect(await emailsTo(omar.email)).toEqual([])
  })

  it('reports a send that failed and tries it again later, then sends it once', async () => {
    expectConsoleErrors(/"where":"messages\.notice"/)
    const { jar, omar, bookingId } = await bookingWithCompanion()
    await openPage(jar)
    await fault({ path: '/brevo/v3/smtp/email', status: 503, body: '{"code":"internal_error","message":"down"}' })
    const started = Date.now()
    await answered(bookingId, 'Towels are in the villa.')
    expect(Date.now() - started).toBeLessThan(2000) // the webhook's answer did not wait for the email
    await settle()
    expect(await emailsTo(omar.email)).toEqual([])
    await clearFaults()
    expect(await runDurableObjectAlarm(threadOf(bookingId))).toBe(true)
    expect(await emailsTo(omar.email)).toHaveLength(1)
    expect(await runDurableObjectAlarm(threadOf(bookingId))).toBe(false)
  })
})
