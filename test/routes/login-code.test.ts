import { afterEach, describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import {
  CookieJar,
  clearFaults,
  createGuest,
  fault,
  followSandboxLink,
  latestEmail,
  pathOf,
  post,
  sandbox,
  visit,
  pageText as text,
} from './support.ts'
import { codeRecords } from '../../src/integrations/sign-in-codes.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

const outboxCount = async (to: string) =>
  (await sandbox<{ messages: unknown[] }>(`/__sandbox/outbox?to=${encodeURIComponent(to)}`)).messages.length

/** Asks for a code in `jar`'s browser; answers the response. */
const askForCode = (email: string, jar: CookieJar) => post('/account/login/code', { email }, jar)

describe('sign in with an emailed code', () => {
  it('sends a code and signs in with it exactly as a password does', async () => {
    const guest = await createGuest({ firstName: 'Cody' })
    const jar = new CookieJar()
    const asked = await askForCode(guest.email, jar)
    expect(asked.status).toBe(303)
    expect(asked.headers.get('location')).toBe('/account/login/enter-code')
    const form = await text(await visit('/account/login/enter-code', { jar }))
    expect(form).toMatch(/<form[^>]*action="\/account\/login\/enter-code"[^>]*>/)
    const input = form.match(/<input[^>]*name="code"[^>]*>/)?.[0] ?? ''
    expect(input, form).toMatch(/autocomplete="one-time-code"/i)
    expect(input).toMatch(/inputmode="numeric"/i)
    const { code, subject, text: words } = await latestEmail(guest.email)
    expect(code).toMatch(/^\d{6}$/)
    expect(subject).toBe('Your sign-in code')
    expect(words).toContain(`Enter this code on the sign-in page to sign in to your Guest Hub: ${code}.`)
    expect(words).toContain('The link below also signs you in, in the browser where you asked for the code.')
    const signedIn = await post('/account/login/enter-code', { email: guest.email, code: code! }, jar)
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('location')).toBe('/account')
    expect(jar.names().some((name) => name.startsWith('sb-'))).toBe(true)
    expect(jar.cookies.get('gp_prev')).toBe(encodeURIComponent(guest.email))
    expect(await text(await visit('/account', { jar }))).toContain('Hello Cody')
    // A code is good once.
    expect((await post('/account/login/enter-code', { email: guest.email, code: code! }, new CookieJar())).status).toBe(
      401,
    )
  })

  it('answers an unknown or unconfirmed address exactly as a known one, and emails only accounts', async () => {
    const unknown = `nobody-${crypto.randomUUID()}@example.com`
    const unconfirmed = await createGuest({ confirmed: false })
    for (const email of [unknown, unconfirmed.email]) {
      const jar = new CookieJar()
      const asked = await askForCode(email, jar)
      expect(asked.status, email).toBe(303)
      expect(asked.headers.get('location')).toBe('/account/login/enter-code')
      expect(await text(await visit('/account/login/enter-code', { jar }))).toContain(
        `If there is an account for ${email}, we've sent it a sign-in code.`,
      )
    }
    expect(await outboxCount(unknown)).toBe(0)
  })

  it('says how long to wait before another code, for any address, keeping what was typed', async () => {
    const unknown = `nobody-${crypto.randomUUID()}@example.com`
    await askForCode(unknown, new CookieJar())
    const again = await askForCode(unknown, new CookieJar())
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50)
    const html = await text(again)
    expect(html).toMatch(/You can ask for a new code in \d+ seconds\./)
    expect(html).toContain(`value="${unknown}"`)
  })

  it('keeps the guest on the code entry page, with the field, when a new code is asked for too soon', async () => {
    const guest = await createGuest()
    const jar = new CookieJar()
    await askForCode(guest.email, jar)
    const entry = await text(await visit('/account/login/enter-code', { jar }))
    expect(entry).toContain('Email me a new code')
    const again = await post('/account/login/code', { email: guest.email, again: '1' }, jar)
    expect(again.status).toBe(429)
    const html = await text(again)
    expect(html).toMatch(/You can ask for a new code in \d+ seconds\./)
    expect(html).toContain('Enter your code')
    expect(html).toMatch(/<input[^>]*name="code"/)
    expect(html).toContain(`name="email" value="${guest.email}"`)
  })

  it('says a newer code was sent when the guest types an older one', async () => {
    const guest = await createGuest()
    const jar = new CookieJar()
    await askForCode(guest.email, jar)
    const older = (await latestEmail(guest.email)).code!
    // The minute between codes has passed.
    const records = codeRecords(env.SIGN_IN_CODES)
    const record = (await records.get(guest.email))!
    await records.put(guest.email, { ...record, requestedAt: Date.now() - 61_000 })
    const again = await post('/account/login/code', { email: guest.email, again: '1' }, jar)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe('/account/login/enter-code?again=1')
    expect(await text(await visit('/account/login/enter-code?again=1', { jar }))).toContain(
      "We've sent you a new code.",
    )
    const newer = (await latestEmail(guest.email)).code!
    expect(newer).not.toBe(older)
    const refused = await post('/account/login/enter-code', { email: guest.email, code: older }, jar)
    expect(refused.status).toBe(401)
    expect(await text(refused)).toContain('We sent you a newer code: only the code in the latest email works.')
    const signedIn = await post('/account/login/enter-code', { email: guest.email, code: newer }, jar)
    expect(signedIn.status).toBe(303)
  })

  it('counts wrong codes down, then asks for a new one; an old code has expired', async () => {
    const guest = await createGuest()
    const jar = new CookieJar()
    await askForCode(guest.email, jar)
    const { code } = await latestEmail(guest.email)
    const wrongCode = code === '000000' ? '111111' : '000000'
    const first = await post('/account/login/enter-code', { email: guest.email, code: wrongCode }, jar)
    expect(first.status).toBe(401)
    expect(await text(first)).toContain('That code is not right. You have 4 tries left.')
    for (let i = 0; i < 3; i++) await post('/account/login/enter-code', { email: guest.email, code: wrongCode }, jar)
    const last = await post('/account/login/enter-code', { email: guest.email, code: wrongCode }, jar)
    expect(last.status).toBe(429)
    expect(await text(last)).toContain('that was the last try')
    // Even the right code is refused now, without asking the auth service.
    const right = await post('/account/login/enter-code', { email: guest.email, code: code! }, jar)
    expect(right.status).toBe(429)
    expect(await text(right)).toContain('too many wrong tries')

    const later = await createGuest()
    await askForCode(later.email, new CookieJar())
    await codeRecords(env.SIGN_IN_CODES).put(later.email, { requestedAt: Date.now() - 61 * 60_000, wrongTries: 0 })
    const expired = await post(
      '/account/login/enter-code',
      { email: later.email, code: (await latestEmail(later.email)).code! },
      new CookieJar(),
    )
    expect(expired.status).toBe(401)
    expect(await text(expired)).toContain('That code has expired: codes last an hour.')
  })

  it('refuses input that is not an address or six digits with a clear sentence', async () => {
    const notEmail = await askForCode('not-an-email', new CookieJar())
    expect(notEmail.status).toBe(400)
    expect(await text(notEmail)).toContain('Please enter a valid email address')
    const shortCode = await post('/account/login/enter-code', { email: 'a@example.com', code: '12 3' }, new CookieJar())
    expect(shortCode.status).toBe(400)
    expect(await text(shortCode)).toContain('A sign-in code is six digits, like 123456.')
    expect((await visit('/account/login/enter-code')).headers.get('location')).toBe('/account/login/code')
  })

  it('signs in through the email’s link too', async () => {
    const guest = await createGuest()
    const jar = new CookieJar()
    await askForCode(guest.email, jar)
    const verify = await followSandboxLink((await latestEmail(guest.email)).links[0]!)
    const landing = verify.headers.get('location')!
    expect(landing).toContain('/account/confirm?')
    const confirmed = await visit(pathOf(landing), { jar })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/account')
    expect(jar.names()).not.toContain('gp_pwlink')
  })

  it('keeps the address on screen when the auth service is down', async () => {
    expectConsoleErrors(/"where":"auth\.sendCode"/)
    const guest = await createGuest()
    await fault({ path: '/auth/v1/otp', status: 503, times: 5 })
    const down = await askForCode(guest.email, new CookieJar())
    expect(down.status).toBe(503)
    const html = await text(down)
    expect(html).toContain("We couldn't reach the sign-in service just now.")
    expect(html).toContain(`value="${guest.email}"`)
    // Nothing was sent, so no wait: once the service is back, the code goes out.
    await clearFaults()
    expect((await askForCode(guest.email, new CookieJar())).status).toBe(303)
  })

  it('is linked from the landing and password steps', async () => {
    expect(await text(await visit('/account/login'))).toContain(
      '<a href="/account/login/code">Email me a sign-in code</a>',
    )
    expect(await text(await visit('/account/login/email'))).toContain('Email me a sign-in code')
  })
})
