// The messages page without JavaScript (issue 42): the booking's conversation read from the booking system, the form
// that writes to it (post/redirect/get), who may use it, the guest's limit, and Dynamics failing.
import { afterEach, describe, expect, it } from 'vitest'
import { limits } from '../../src/domain/limits.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { bookingWithCompanion, formOf, recorded, send, staffAnswer } from './messages-support.ts'
import { ownBooking } from './companions-support.ts'
import { clearFaults, demo, fault, pageText, post, signIn, visit } from './support.ts'
import { earlyInWindow } from './limit-window.ts'

afterEach(() => clearFaults())

const messagesOf = (html: string) =>
  [...html.matchAll(/<li class="message message--(\w+)"[^>]*>.*?class="message__author">([^<]*)<.*?<\/li>/gs)].map(
    (m) => [m[1], m[2]],
  )

describe('the messages page', () => {
  it('says who can read the conversation before the first message, then the thread from Dynamics', async () => {
    const jar = await signIn(demo.olivia)
    const response = await visit('/account/messages', { jar })
    expect(response.status).toBe(200)
    const html = await pageText(response)
    const who = html.indexOf('Everyone on this booking who uses the guest portal can read these messages')
    expect(who).toBeGreaterThan(0)
    expect(who).toBeLessThan(html.indexOf('<li class="message'))
    expect(messagesOf(html)).toEqual([
      ['guest', 'You'],
      ['resort', 'Sofia at the resort'],
    ])
    // Only an http(s) address is a link, and it says where it goes.
    expect(html).toContain(
      '<a href="https://www.example-resort.com/families" rel="nofollow ugc noreferrer">https://www.example-resort.com/families</a>',
    )
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T[^"]+">\w{3} \d{1,2} \w{3}, \d{2}:\d{2}<\/time>/)
    expect(html).toContain('Check for answers')
    expect(html).toMatch(/<textarea id="message-text" name="text" rows="4" maxLength="2000" required=""/)
  })

  it('is in the navigation and needs a signed-in guest', async () => {
    const signedOut = await visit('/account/messages')
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('location')).toBe('/account/login')
    const html = await pageText(await visit('/account', { jar: await signIn(demo.olivia) }))
    expect(html).toContain('href="/account/messages"')
  })

  it('speaks the guest’s language, with the resort’s time', async () => {
    const jar = await signIn(demo.olivia)
    jar.cookies.set('gp_lang', 'de')
    const html = await pageText(await visit('/account/messages', { jar }))
    expect(messagesOf(html)).toEqual([
      ['guest', 'Sie'],
      ['resort', 'Sofia vom Resort'],
    ])
    expect(html).toContain('Nach Antworten sehen')
  })
})

describe('writing to the resort', () => {
  it('records the message on the booking once, and shows it after the redirect', async () => {
    const { jar, bookingId } = await bookingWithCompanion()
    const page = await pageText(await visit('/account/messages', { jar }))
    expect(page).toContain('No messages yet')
    const form = formOf(page)
    expect(form.booking).toBe(bookingId)
    const sent = await post('/account/messages', { ...form, text: 'Is there a high chair?\r\nThanks, Lena' }, jar)
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/account/messages?sent=1#thread-end')
    // The same form sent again (a double click, or back and send): still one message.
    expect(
      (await post('/account/messages', { ...form, text: 'Is there a high chair?\r\nThanks, Lena' }, jar)).status,
    ).toBe(303)
    expect(await recorded(bookingId)).toEqual([
      expect.objectContaining({ id: form.key, from: 'guest', text: 'Is there a high chair?\nThanks, Lena' }),
    ])
    const after = await pageText(await visit('/account/messages?sent=1', { jar }))
    expect(after).toContain('Your message has been sent.')
    expect(after).toContain('Is there a high chair?\nThanks, Lena')
    expect(formOf(after).key).not.toBe(form.key)
  })

  it('shows a companion the lead booker’s messages and the answers, and lets them write too', async () => {
    const { jar, companion, bookingId } = await bookingWithCompanion()
    await send(jar, 'When is check-in?')
    await staffAnswer(bookingId, 'From 16:00.')
    expect((await send(companion, 'Can we come earlier?')).status).toBe(303)
    const asOmar = messagesOf(await pageText(await visit('/account/messages', { jar: companion })))
    expect(asOmar).toEqual([
      ['guest', 'Lena'],
      ['resort', 'Sofia at the resort'],
      ['guest', 'You'],
    ])
    const asLena = messagesOf(await pageText(await visit('/account/messages', { jar })))
    expect(asLena).toEqual([
      ['guest', 'You'],
      ['resort', 'Sofia at the resort'],
      ['guest', 'Omar'],
    ])
  })

  it('answers 404 to a guest who is not on the booking, and writes nothing', async () => {
    const theirs = await bookingWithCompanion()
    const other = await ownBooking()
    const form = formOf(await pageText(await visit('/account/messages', { jar: other.jar })))
    const response = await post(
      '/account/messages',
      { booking: theirs.bookingId, key: form.key, text: 'Let me in' },
      other.jar,
    )
    expect(response.status).toBe(404)
    expect(await recorded(theirs.bookingId)).toEqual([])
  })

  it('keeps the words and says what to fix when the text is empty or too long', async () => {
    const { jar, bookingId } = await bookingWithCompanion()
    const form = formOf(await pageText(await visit('/account/messages', { jar })))
    const empty = await post('/account/messages', { ...form, text: '  \n ' }, jar)
    expect(empty.status).toBe(400)
    expect(await pageText(empty)).toContain('Please write your message.')
    const long = 'a'.repeat(2001)
    const tooLong = await post('/account/messages', { ...form, text: long }, jar)
    expect(tooLong.status).toBe(400)
    const html = await pageText(tooLong)
    expect(html).toContain('Your message has 2001 characters. Please shorten it to 2,000 or fewer.')
    expect(formOf(html)).toEqual({ ...form, text: long })
    const broken = await post('/account/messages', { booking: bookingId, text: 'No key' }, jar)
    expect(broken.status).toBe(400)
    expect(formOf(await pageText(broken)).text).toBe('No key')
    expect(await recorded(bookingId)).toEqual([])
  })

  it('stops a guest after the limit with 429 and a clear sentence, keeping the words', async () => {
    const { jar, companion, bookingId } = await bookingWithCompanion()
    const form = formOf(await pageText(await visit('/account/messages', { jar })))
    await earlyInWindow(60, 35_000)
    for (let i = 0; i < limits.messagesPerGuest.limit; i++)
      expect((await post('/account/messages', { ...form, key: crypto.randomUUID(), text: `n${i}` }, jar)).status).toBe(
        303,
      )
    const refused = await post('/account/messages', { ...form, text: 'One more' }, jar)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    const html = await pageText(refused)
    expect(html).toContain("You've sent a lot of messages in the last minute.")
    expect(formOf(html).text).toBe('One more')
    // The limit is the guest's own: the companion still writes.
    expect((await send(companion, 'Hello from Omar')).status).toBe(303)
    expect((await recorded(bookingId)).length).toBe(limits.messagesPerGuest.limit + 1)
  }, 90_000) // a wait for a fresh window, and twenty-two posts, each a write to the booking system and a page
})

describe('with Dynamics failing', () => {
  it('keeps the message on screen as not sent, and sending it again records it once', async () => {
    expectConsoleErrors(/"where":"messages\.send"/)
    const { jar, bookingId } = await bookingWithCompanion()
    const form = formOf(await pageText(await visit('/account/messages', { jar })))
    await fault({
      path: '/dynamics/api/data/v9.2/adr_portalmessages',
      method: 'PATCH',
      status: 503,
      body: JSON.stringify({ error: { code: '0x80040216', message: 'down' } }),
    })
    const refused = await post('/account/messages', { ...form, text: 'Are towels provided?' }, jar)
    expect(refused.status).toBe(503)
    const html = await pageText(refused)
    expect(html).toContain('Not sent — try again.')
    expect(formOf(html)).toEqual({ ...form, text: 'Are towels provided?' })
    expect(await recorded(bookingId)).toEqual([])
    await clearFaults()
    expect((await post('/account/messages', { ...formOf(html) }, jar)).status).toBe(303)
    expect((await recorded(bookingId)).map((m) => m.text)).toEqual(['Are towels provided?'])
  })

  it('still offers the form when the thread cannot be read', async () => {
    expectConsoleErrors(/"where":"messages\.read"/)
    const { jar } = await bookingWithCompanion()
    await fault({ path: '/dynamics/api/data/v9.2/adr_portalmessages', method: 'GET', status: 500 })
    const response = await visit('/account/messages', { jar })
    expect(response.status).toBe(200)
    const html = await pageText(response)
    expect(html).toContain("Your messages can't be shown just now.")
    expect(html).toContain('name="text"')
  })

  it('shows a staff answer at the next load without JavaScript', async () => {
    const { jar, bookingId } = await bookingWithCompanion()
    await send(jar, 'Is the pool heated?')
    await staffAnswer(bookingId, 'It is, all year.', 'team')
    const html = await pageText(await visit('/account/messages', { jar }))
    expect(messagesOf(html)).toEqual([
      ['guest', 'You'],
      ['resort', 'The resort'],
    ])
    expect(html).toContain('It is, all year.')
  })
})
