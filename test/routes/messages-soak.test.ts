// A soak of the conversation while the upstreams flap (issue 42): the lead booker and a companion write (some sends
// refused by Dynamics and tried again under the same key, some posted twice at once, some while the thread cannot be
// read), staff answer, and Dataverse's webhook loses some deliveries, duplicates some, brings some late and in reverse,
// and meets Dynamics down for others (503, then its retry). In the end the portal's thread and the booking system's are
// equal, every message is recorded once, the open page was told of each message at most once, and the companion with
// no page open got one notice by email.
import { afterEach, describe, expect, it } from 'vitest'
import { expectConsoleErrors } from '../support/console-errors.ts'
import {
  bookingWithCompanion,
  deliver,
  deliveriesOf,
  openPage,
  recorded,
  staffAnswer,
  type Delivery,
} from './messages-support.ts'
import { emailsTo } from './reminders-support.ts'
import { clearFaults, fault, post, visit, type CookieJar } from './support.ts'
import { mergeThread } from '../../src/domain/message-thread.ts'

afterEach(() => clearFaults())

const rounds = Number(process.env.SOAK_ROUNDS ?? 10)
const messagesPath = '/dynamics/api/data/v9.2/adr_portalmessages'
const json = { accept: 'application/json' }

interface Rendered {
  readonly id: string
  readonly sentAt: string
}

/** The portal's thread as the island reads it: 'unavailable' while Dynamics cannot be read. */
async function portalThread(jar: CookieJar): Promise<Rendered[] | 'unavailable'> {
  const response = await visit('/account/messages', { jar, headers: json })
  if (response.status === 503) return 'unavailable'
  expect(response.status).toBe(200)
  return ((await response.json()) as { messages: Rendered[] }).messages
}

/** A send from the island under its key, tried again as the island does after a refusal (the same key). */
async function sendUntilRecorded(jar: CookieJar, booking: string, key: string, text: string): Promise<number> {
  for (let attempt = 1; attempt <= 4; attempt++) {
    const response = await post('/account/messages', { booking, key, text }, jar, json)
    if (response.status === 200) return attempt
    expect(response.status, text).toBe(503)
    await clearFaults() // Dynamics comes back
  }
  throw new Error(`${text}: never recorded`)
}

describe('the conversation while Dynamics and its webhook flap', () => {
  it(`ends with the portal’s and the booking system’s threads equal, every message once (${rounds} rounds)`, {
    timeout: 120_000,
  }, async () => {
    expectConsoleErrors(/"where":"messages\.(send|read|webhook)"/)
    const { jar, companion, omar, lead, bookingId } = await bookingWithCompanion()
    const page = await openPage(jar) // Lena reads live throughout; Omar has no page open
    const sentKeys: string[] = []
    const answers: string[] = []
    const late: Delivery[] = []
    const lost: string[] = []

    for (let round = 0; round < rounds; round++) {
      const writer = round % 2 === 0 ? jar : companion
      const key = crypto.randomUUID()
      const text = `Question ${round}`
      if (round % 3 === 0) {
        // Dynamics refuses the write: the words stay, the guest sends again under the same key.
        await fault({ path: messagesPath, method: 'PATCH', status: 503 })
        expect(await sendUntilRecorded(writer, bookingId, key, text)).toBeGreaterThan(1)
      } else if (round % 3 === 1) {
        // A double post: two tabs, or a double click, with the same key at once.
        const both = await Promise.all(
          [1, 2].map(() => post('/account/messages', { booking: bookingId, key, text }, writer, json)),
        )
        expect(both.map((r) => r.status)).toEqual([200, 200])
      } else {
        // The thread cannot be read (the island's read after a reconnect): it says so and the send still goes.
        await fault({ path: messagesPath, method: 'GET', status: 503 })
        expect(await portalThread(writer)).toBe('unavailable')
        await clearFaults()
        await sendUntilRecorded(writer, bookingId, key, text)
      }
      sentKeys.push(key)

      const answer = await staffAnswer(bookingId, `Answer ${round}`, round % 2 === 0 ? 'sofia' : 'tomas')
      answers.push(answer)
      const [delivery] = await deliveriesOf(answer)
      switch (round % 5) {
        case 0: // lost: never delivered
          lost.push(answer)
          break
        case 1: // at least once: delivered twice
          expect((await deliver(delivery!)).status).toBe(200)
          expect((await deliver(delivery!)).status).toBe(200)
          break
        case 2: // late: after everything else, newest first
          late.push(delivery!)
          break
        case 3: // Dynamics down: 503, and Dataverse's retry once it is back
          await fault({ path: messagesPath, method: 'GET', status: 503 })
          expect((await deliver(delivery!)).status).toBe(503)
          await clearFaults()
          expect((await deliver(delivery!)).status).toBe(200)
          break
        default:
          expect((await deliver(delivery!)).status).toBe(200)
      }
    }
    for (const delivery of late.reverse()) expect((await deliver(delivery)).status).toBe(200)

    // Every message recorded once: each guest key, each staff answer.
    const booked = await recorded(bookingId)
    const bookedIds = booked.map((m) => m.id)
    expect(new Set(bookedIds).size).toBe(bookedIds.length)
    expect([...bookedIds].sort()).toEqual([...sentKeys, ...answers].map((id) => id.toLowerCase()).sort())
    expect(booked.filter((m) => m.from === 'guest')).toHaveLength(rounds)

    // The portal's thread is the booking system's, in thread order, for both guests.
    for (const reader of [jar, companion]) {
      const thread = await portalThread(reader)
      if (thread === 'unavailable') throw new Error('the thread could not be read with Dynamics up')
      expect(thread.map((m) => m.id).sort()).toEqual([...bookedIds].sort())
      expect(thread.map((m) => Date.parse(m.sentAt))).toEqual(
        thread.map((m) => Date.parse(m.sentAt)).sort((a, b) => a - b),
      )
    }

    // The open page was told of each message at most once, of every answer not lost, and of no lost one; with its
    // read after a reconnect it holds the whole thread.
    const told = page.notices.flatMap((notice) => notice.messages.map((m) => m.id))
    expect(new Set(told).size).toBe(told.length)
    for (const answer of answers) expect(told.includes(answer), answer).toBe(!lost.includes(answer))
    const reread = await portalThread(jar)
    if (reread === 'unavailable') throw new Error('the thread could not be read with Dynamics up')
    const onScreen = mergeThread(
      told.map((id) => ({ id, sentAt: reread.find((m) => m.id === id)?.sentAt ?? '' })),
      reread,
    )
    expect(onScreen.map((m) => m.id).sort()).toEqual([...bookedIds].sort())

    // Omar, with no page open, was told once (every answer came within ten minutes); Lena, reading live, never.
    await expect.poll(() => emailsTo(omar.email), { timeout: 5000, interval: 200 }).toHaveLength(1)
    expect(await emailsTo(lead.email)).toEqual([])
  })
})
