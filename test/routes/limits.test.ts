// The limits against abuse (decision 034), each through the worker and the real Workers Rate Limiting
// binding (Miniflare's: an exact window aligned to the clock). Every test uses addresses and emails of its own.
import { beforeEach, describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { createGuest, freshAddress, pageText, post, sandbox, site, visit } from './support.ts'
import { earlyInWindow } from './limit-window.ts'
import { limits as rows } from '../../src/domain/limits.ts'
import { textsFor } from '../../src/i18n/texts.ts'
import { overLimit } from '../../src/http/middleware/limits.ts'
import { codeRecords } from '../../src/integrations/sign-in-codes.ts'
import type { AppEnv } from '../../src/http/middleware/app-env.ts'

/** The table with each row's sentence in English, as these requests (no language chosen) read it. */
const limits = Object.fromEntries(
  Object.entries(rows).map(([name, row]) => [name, { ...row, sentence: textsFor('en-GB')[row.message]() }]),
) as { [K in keyof typeof rows]: (typeof rows)[K] & { sentence: string } }

const from = (address: string) => ({ 'cf-connecting-ip': address })
const nobody = () => `nobody-${crypto.randomUUID()}@example.com`

beforeEach(() => earlyInWindow(60), 30_000)

/** Posts `times` times, each from `address` or from a fresh one; answers the statuses. */
async function spend(times: number, send: (i: number) => Response | Promise<Response>): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) {
    const response = await send(i)
    await response.body?.cancel()
    statuses.push(response.status)
  }
  return statuses
}

/** A refusal: 429, Retry-After the window, the row's sentence, and what was typed. */
async function expectRefused(response: Response, row: { sentence: string; period: number }, typed: string[] = []) {
  expect(response.status).toBe(429)
  expect(response.headers.get('retry-after')).toBe(String(row.period))
  const html = await pageText(response)
  expect(html).toContain(row.sentence)
  for (const value of typed) expect(html).toContain(`value="${value}"`)
  return html
}

describe('sign-in attempts', () => {
  it('are limited per client address across addresses, keeping the typed email', async () => {
    const address = freshAddress()
    const statuses = await spend(limits.signInPerIp.limit, () =>
      post('/account/login/email', { email: nobody(), password: 'Guess-2026' }, undefined, from(address)),
    )
    expect(statuses.every((s) => s === 401)).toBe(true)
    const email = nobody()
    const refused = await post('/account/login/email', { email, password: 'Guess-2026' }, undefined, from(address))
    await expectRefused(refused, limits.signInPerIp, [email])
    // Another network is not affected.
    expect((await post('/account/login/email', { email, password: 'Guess-2026' })).status).toBe(401)
  })

  it('are limited per email from any address, alike for an account and for no account, the right password too', async () => {
    const guest = await createGuest()
    const pages: string[] = []
    for (const email of [guest.email, nobody()]) {
      const statuses = await spend(limits.signInPerEmail.limit, () =>
        post('/account/login/email', { email, password: 'Wrong-Guess-1' }),
      )
      expect(statuses.every((s) => s === 401)).toBe(true)
      const refused = await post('/account/login/email', { email, password: guest.password })
      const html = await expectRefused(refused, limits.signInPerEmail, [email])
      pages.push(html.replaceAll(email, 'EMAIL').replaceAll(encodeURIComponent(email), 'EMAIL'))
    }
    // Nothing in the answer tells the two apart (request ids and nonces aside).
    const same = (html: string) => html.replace(/[0-9a-f-]{36}|nonce="[^"]+"/g, '')
    expect(same(pages[0]!)).toBe(same(pages[1]!))
    // Case does not make a new address.
    await expectRefused(
      await post('/account/login/email', { email: guest.email.toUpperCase(), password: guest.password }),
      limits.signInPerEmail,
    )
  })

  it('count sign-in codes with passwords, keeping the typed code', async () => {
    const email = nobody()
    await spend(limits.signInPerEmail.limit, (i) =>
      i % 2
        ? post('/account/login/email', { email, password: 'Wrong-Guess-1' })
        : post('/account/login/enter-code', { email, code: '123456' }),
    )
    const refused = await post('/account/login/enter-code', { email, code: '654321' })
    await expectRefused(refused, limits.signInPerEmail, [email, '654321'])
  })
})

describe('email requests', () => {
  it('are limited per client address across password links, confirmation links and codes', async () => {
    const address = freshAddress()
    const statuses = await spend(limits.emailRequestsPerIp.limit, (i) => {
      const email = nobody()
      if (i % 3 === 0) return post('/account/forgot-password', { email, purpose: 'reset' }, undefined, from(address))
      if (i % 3 === 1) return post('/account/login/verify', { email }, undefined, from(address))
      return post('/account/login/code', { email }, undefined, from(address))
    })
    expect(statuses.every((s) => s === 303)).toBe(true)
    const email = nobody()
    const refused = await post('/account/forgot-password', { email, purpose: 'setup' }, undefined, from(address))
    await expectRefused(refused, limits.emailRequestsPerIp, [email])
    await expectRefused(
      await post('/account/verify-email', { intent: 'resend', email }, undefined, from(address)),
      limits.emailRequestsPerIp,
      [email],
    )
  })

  it('are limited per email for password and confirmation links, alike for an account and for none', async () => {
    const unconfirmed = await createGuest({ confirmed: false })
    for (const email of [unconfirmed.email, nobody()]) {
      const statuses = await spend(limits.linkEmailsPerEmail.limit, (i) =>
        i % 2
          ? post('/account/verify-email', { intent: 'resend', email })
          : post('/account/forgot-password', { email, purpose: 'reset' }),
      )
      expect(statuses.every((s) => s === 303)).toBe(true)
      await expectRefused(
        await post('/account/forgot-password', { email, purpose: 'reset' }),
        limits.linkEmailsPerEmail,
        [email],
      )
      await expectRefused(await post('/account/login/verify', { email }), limits.linkEmailsPerEmail, [email])
    }
    // The account got what was allowed, no more.
    const { messages } = await sandbox<{ messages: unknown[] }>(
      `/__sandbox/outbox?to=${encodeURIComponent(unconfirmed.email)}`,
    )
    expect(messages.length).toBeLessThanOrEqual(limits.linkEmailsPerEmail.limit)
  })

  it('send sign-in codes per email, even when the cooldown record has not reached this location', async () => {
    const email = nobody()
    const statuses = await spend(limits.codeEmailsPerEmail.limit, async () => {
      const response = await post('/account/login/code', { email })
      // As if another location's KV had not seen the record yet.
      await codeRecords(env.SIGN_IN_CODES).remove(email)
      return response
    })
    expect(statuses.every((s) => s === 303)).toBe(true)
    await expectRefused(await post('/account/login/code', { email }), limits.codeEmailsPerEmail, [email])
  })
})

describe('monitoring events', () => {
  it('are limited per client address, answered with JSON', async () => {
    const address = freshAddress()
    const event = (type: string) =>
      visit('/api/monitoring/events', {
        method: 'POST',
        headers: { origin: site, 'content-type': 'application/json', ...from(address) },
        body: JSON.stringify({ type, session: 's', path: '/account', version: 'test', at: new Date().toISOString() }),
      })
    await earlyInWindow(limits.monitoringPerIp.period)
    const statuses = await spend(limits.monitoringPerIp.limit, () => event('action'))
    expect(statuses.every((s) => s === 202)).toBe(true)
    const refused = await event('init')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('10')
    expect(await refused.json()).toEqual({ message: limits.monitoringPerIp.sentence })
  })
})

describe('the mechanism', () => {
  const app = new Hono<AppEnv>().post('/:booking', async (c) => {
    const refused = await overLimit(c, 'invitation', c.req.param('booking'))
    return refused ? c.json({ message: refused }, 429) : c.body(null, 204)
  })

  it('counts invitations per booking', async () => {
    const booking = crypto.randomUUID()
    const statuses = await spend(limits.invitationsPerBooking.limit, () =>
      app.request(`/${booking}`, { method: 'POST' }, env),
    )
    expect(statuses.every((s) => s === 204)).toBe(true)
    const refused = await app.request(`/${booking}`, { method: 'POST' }, env)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect((await app.request(`/${crypto.randomUUID()}`, { method: 'POST' }, env)).status).toBe(204)
  })

  it('counts a booking id whatever its case, and refuses with the row’s sentence', async () => {
    const booking = crypto.randomUUID()
    const statuses = await spend(limits.invitationsPerBooking.limit, () =>
      app.request(`/${booking.toUpperCase()}`, { method: 'POST' }, env),
    )
    expect(statuses.every((s) => s === 204)).toBe(true)
    const refused = await app.request(`/${booking}`, { method: 'POST' }, env)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ message: limits.invitationsPerBooking.sentence })
  })

  it('lets requests through when the limiter itself fails, and logs it', async () => {
    const broken = { limit: () => Promise.reject(new Error('limiter unavailable')) }
    const response = await app.request('/b', { method: 'POST' }, { ...env, LIMIT_INVITATIONS_PER_BOOKING: broken })
    expect(response.status).toBe(204)
  })
})
