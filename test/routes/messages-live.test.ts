// Live delivery (issue 42): the booking system's webhook on a new message, checked by its key, read back from Dynamics
// and told by the booking's Durable Object to every open page of the booking (their WebSockets, hibernating), each in
// its reader's words; a delivery twice tells once; Dynamics down answers 503 for Dataverse to try again.
import { afterEach, describe, expect, it } from 'vitest'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { ownBooking } from './companions-support.ts'
import {
  bookingWithCompanion,
  deliver,
  deliveriesOf,
  openPage,
  recorded,
  send,
  staffAnswer,
  type OpenPage,
} from './messages-support.ts'
import { clearFaults, createGuest, fault, post, signIn, visit } from './support.ts'

afterEach(() => clearFaults())

const authorsTold = (page: OpenPage) =>
  page.notices.flatMap((n) => n.messages.map((m) => /class="message__author">([^<]*)</.exec(m.html)?.[1]))

/** Waits long enough for a notice that is not coming (a told page gets it well within this). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('the webhook on a new message', () => {
  it('tells every open page of the booking within a second, each in its reader’s words, and no other booking', async () => {
    const { jar, companion, bookingId } = await bookingWithCompanion()
    companion.cookies.set('gp_lang', 'de')
    const lena = await openPage(jar)
    const omar = await openPage(companion)
    const stranger = await openPage((await ownBooking()).jar)
    const answer = await staffAnswer(bookingId, 'The spa opens at 9. See https://example.com/spa')
    const [delivery] = await deliveriesOf(answer)
    const started = Date.now()
    const response = await deliver(delivery!)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ pages: 2 })
    await expect.poll(() => lena.notices.length, { timeout: 1000, interval: 20 }).toBe(1)
    await expect.poll(() => omar.notices.length, { timeout: 1000, interval: 20 }).toBe(1)
    const elapsed = Date.now() - started
    console.info(`messages: the webhook's answer was on both open pages ${elapsed} ms after its delivery began`)
    expect(elapsed).toBeLessThan(1000)
    expect(authorsTold(lena)).toEqual(['Sofia at the resort'])
    expect(authorsTold(omar)).toEqual(['Sofia vom Resort'])
    const [told] = lena.notices[0]!.messages
    expect(told).toMatchObject({ id: answer, own: false, announce: expect.stringContaining('The spa opens at 9.') })
    expect(told!.html).toContain('<a href="https://example.com/spa" rel="nofollow ugc noreferrer">')
    await settle()
    expect(stranger.notices).toEqual([])
  })

  it('refuses a missing or wrong key with 401, tells nobody and writes nothing', async () => {
    const { jar, bookingId } = await bookingWithCompanion()
    const page = await openPage(jar)
    const answer = await staffAnswer(bookingId, 'Breakfast is from 7.')
    const [delivery] = await deliveriesOf(answer)
    const before = await recorded(bookingId)
    expect((await deliver(delivery!, { 'x-webhook-key': undefined })).status).toBe(401)
    expect((await deliver(delivery!, { 'x-webhook-key': 'not-the-key' })).status).toBe(401)
    await settle()
    expect(page.notices).toEqual([])
    expect(await recorded(bookingId)).toEqual(before)
  })

  it('tells each page once when Dataverse delivers the same message twice', async () => {
    const { jar, bookingId } = await bookingWithCompanion()
    const page = await openPage(jar)
    const answer = await staffAnswer(bookingId, 'Yes, there is parking.')
    const [delivery] = await deliveriesOf(answer)
    expect(await (await deliver(delivery!)).json()).toMatchObject({ pages: 1 })
    expect(await (await deliver(delivery!)).json()).toMatchObject({ pages: 0 })
    await settle()
    expect(page.notices.flatMap((n) => n.messages.map((m) => m.id))).toEqual([answer])
  })

  it('answers 503 while Dynamics is down, so Dataverse tries again, and tells the pages when it does', async () => {
    expectConsoleErrors(/"where":"messages\.webhook"/)
    const { jar, bookingId } = await bookingWithCompanion()
    const page = await openPage(jar)
    const answer = await staffAnswer(bookingId, 'Towels are in the villa.')
    const [delivery] = await deliveriesOf(answer)
    await fault({ path: '/dynamics/api/data/v9.2/adr_portalmessages', method: 'GET', status: 503 })
    expect((await deliver(delivery!)).status).toBe(503)
    await clearFaults()
    expect((await deliver(delivery!)).status).toBe(200)
    await expect.poll(() => page.notices.length, { timeout: 1000, interval: 20 }).toBe(1)
  })

  it('refuses a body that is not the Create of a portal message with 400', async () => {
    const { bookingId } = await bookingWithCompanion()
    const [delivery] = await deliveriesOf(await staffAnswer(bookingId, 'Hello'))
    const body = JSON.parse(delivery!.body) as Record<string, unknown>
    const response = await deliver({ ...delivery!, body: JSON.stringify({ ...body, MessageName: 'Update' }) })
    expect(response.status).toBe(400)
  })
})

describe('a guest’s own message', () => {
  it('is told at once to the booking’s other open pages, and to the sender’s other tab as theirs', async () => {
    const { jar, companion } = await bookingWithCompanion()
    const omar = await openPage(companion)
    const lenaOtherTab = await openPage(jar)
    expect((await send(jar, 'We land at 14:00.')).status).toBe(303)
    await expect.poll(() => omar.notices.length, { timeout: 1000, interval: 20 }).toBe(1)
    expect(authorsTold(omar)).toEqual(['Lena'])
    await expect.poll(() => lenaOtherTab.notices.length, { timeout: 1000, interval: 20 }).toBe(1)
    expect(lenaOtherTab.notices[0]!.messages[0]).toMatchObject({ own: true })
  })
})

describe('the live page’s socket', () => {
  it('needs a signed-in guest with a booking and a WebSocket upgrade', async () => {
    expect((await visit('/account/messages/live', { headers: { upgrade: 'websocket' } })).status).toBe(302)
    const { jar } = await bookingWithCompanion()
    expect((await visit('/account/messages/live', { jar })).status).toBe(426)
    const nobody = await signIn(await createGuest())
    expect((await visit('/account/messages/live', { jar: nobody, headers: { upgrade: 'websocket' } })).status).toBe(404)
  })
})

describe('the island’s JSON answers', () => {
  const json = { accept: 'application/json' }

  it('sends a message under its key once and answers it rendered; reads the thread rendered', async () => {
    const { jar, bookingId } = await bookingWithCompanion()
    const key = crypto.randomUUID()
    const fields = { booking: bookingId, key, text: 'Is the gym open late?' }
    const first = await post('/account/messages', fields, jar, json)
    expect(first.status).toBe(200)
    const { message } = (await first.json()) as { message: { id: string; html: string; own: boolean } }
    expect(message).toMatchObject({ id: key, own: true })
    expect(message.html).toContain('class="message__author">You<')
    expect((await post('/account/messages', fields, jar, json)).status).toBe(200)
    expect((await recorded(bookingId)).map((m) => m.id)).toEqual([key])
    const thread = await visit('/account/messages', { jar, headers: json })
    expect(((await thread.json()) as { messages: { id: string }[] }).messages.map((m) => m.id)).toEqual([key])
  })

  it('answers a refusal with its sentence and status, and records nothing', async () => {
    expectConsoleErrors(/"where":"messages\.send"/)
    const { jar, bookingId } = await bookingWithCompanion()
    await fault({ path: '/dynamics/api/data/v9.2/adr_portalmessages', method: 'PATCH', status: 503 })
    const refused = await post(
      '/account/messages',
      { booking: bookingId, key: crypto.randomUUID(), text: 'Hi' },
      jar,
      json,
    )
    expect(refused.status).toBe(503)
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('Not sent — try again.') })
    expect(await recorded(bookingId)).toEqual([])
  })
})
