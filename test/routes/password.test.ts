import { afterEach, describe, expect, it } from 'vitest'
import {
  CookieJar,
  clearFaults,
  createGuest,
  fault,
  followSandboxLink,
  latestEmail,
  pathOf,
  post,
  signIn,
  visit,
} from './support.ts'

afterEach(clearFaults)

/** Asks for a password link in `jar`'s browser and follows it through the auth service to /account/confirm. */
async function openPasswordLink(email: string, purpose: 'reset' | 'setup', jar: CookieJar) {
  const asked = await post('/account/forgot-password', { email, purpose }, jar)
  expect(asked.status).toBe(303)
  expect(asked.headers.get('location')).toBe(`/account/forgot-password?sent=1&purpose=${purpose}`)
  const message = await latestEmail(email)
  const verify = await followSandboxLink(message.links[0]!)
  expect(verify.status).toBe(303)
  const landing = verify.headers.get('location')!
  expect(landing).toContain('/account/confirm?')
  return visit(pathOf(landing), { jar })
}

describe('forgot and reset password', () => {
  it('resets through the emailed PKCE link and signs the guest in', async () => {
    const guest = await createGuest()
    const jar = new CookieJar()
    const confirmed = await openPasswordLink(guest.email, 'reset', jar)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/account/reset-password')

    const form = await visit('/account/reset-password', { jar })
    expect(await form.text()).toContain('Choose a new password')

    const weak = await post('/account/reset-password', { password: 'password', confirm: 'password' }, jar)
    expect(weak.status).toBe(422)
    expect(await weak.text()).toContain('too weak')

    const mismatch = await post(
      '/account/reset-password',
      { password: 'Brand-New-2026', confirm: 'Brand-New-2027' },
      jar,
    )
    expect(mismatch.status).toBe(400)
    expect(await mismatch.text()).toContain('The two passwords do not match.')

    const saved = await post('/account/reset-password', { password: 'Brand-New-2026', confirm: 'Brand-New-2026' }, jar)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/account')
    expect((await visit('/account', { jar })).status).toBe(200)
    await signIn({ ...guest, password: 'Brand-New-2026' })
  })

  it('words the email for what the guest asked: setting up a password, or resetting it, with no code to type', async () => {
    const firstTime = await createGuest({ password: null })
    expect((await post('/account/forgot-password', { email: firstTime.email, purpose: 'setup' })).status).toBe(303)
    const setUp = await latestEmail(firstTime.email)
    expect(setUp.subject).toBe('Set up your password')
    expect(setUp.text).toMatch(/^Here is the link to set up a password/)
    expect(setUp.text).not.toMatch(/reset|code/i)
    const returning = await createGuest()
    expect((await post('/account/forgot-password', { email: returning.email, purpose: 'reset' })).status).toBe(303)
    const reset = await latestEmail(returning.email)
    expect(reset.subject).toBe('Reset your password')
    expect(reset.text).toMatch(/^Someone asked to reset the password/)
    for (const email of [setUp, reset]) expect(email.code).toBeNull()
  })

  it('keeps the address in the field after the send, so "Send the link again" needs no typing (issue 38)', async () => {
    for (const email of [(await createGuest()).email, `nobody-${crypto.randomUUID()}@example.com`]) {
      const jar = new CookieJar()
      const sent = await post('/account/forgot-password', { email, purpose: 'reset' }, jar)
      const page = await visit(sent.headers.get('location') ?? '', { jar })
      expect(page.headers.get('cache-control')).toBe('private, no-store')
      const html = await page.text()
      expect(html).toContain('Send the link again')
      expect(html).toContain(`value="${email}"`)
    }
    // Another browser, or a visit without a send, shows no address.
    expect(await (await visit('/account/forgot-password?sent=1&purpose=reset')).text()).not.toMatch(
      /type="email"[^>]*value=/,
    )
  })

  it('says the same thing for an unknown email (no account enumeration)', async () => {
    const response = await post('/account/forgot-password', { email: 'nobody-here@example.com', purpose: 'reset' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account/forgot-password?sent=1&purpose=reset')
  })

  it('explains a link opened in another browser', async () => {
    const guest = await createGuest()
    await post('/account/forgot-password', { email: guest.email, purpose: 'reset' }, new CookieJar())
    const verify = await followSandboxLink((await latestEmail(guest.email)).links[0]!)
    const elsewhere = await visit(pathOf(verify.headers.get('location')))
    expect(elsewhere.status).toBe(400)
    expect(await elsewhere.text()).toMatch(/same browser|expired/)
  })

  it('explains an expired link', async () => {
    const response = await visit(
      '/account/confirm?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('expired or has already been used')
  })

  it('refuses a signed-in session that did not come from a password link', async () => {
    const jar = await signIn(await createGuest())
    const page = await visit('/account/reset-password', { jar })
    expect(page.status).toBe(401)
    const post1 = await post(
      '/account/update-password',
      { password: 'Taken-Over-2026', confirm: 'Taken-Over-2026' },
      jar,
    )
    expect(post1.status).toBe(401)
  })

  it('answers a damaged link with the link-problem page', async () => {
    const response = await visit(`/account/confirm?code=${'x'.repeat(600)}`)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('incomplete or damaged')
  })

  it('sends a visitor without a link session to ask again', async () => {
    const response = await visit('/account/reset-password')
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('Send me a new link')
  })

  it('answers the auth service’s per-address email limit as sent: it answers so only for accounts', async () => {
    await fault({
      path: '/auth/v1/recover',
      status: 429,
      body: JSON.stringify({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' }),
      // auth-js reads `code` only from a versioned answer, as the real service sends it.
      headers: { 'x-supabase-api-version': '2024-01-01' },
    })
    const response = await post('/account/forgot-password', { email: 'someone@example.com', purpose: 'reset' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account/forgot-password?sent=1&purpose=reset')
  })

  it('words the auth service’s own limit for everyone behind the worker', async () => {
    await fault({
      path: '/auth/v1/recover',
      status: 429,
      body: JSON.stringify({ code: 'over_request_rate_limit', message: 'request rate limit exceeded' }),
      headers: { 'x-supabase-api-version': '2024-01-01' },
    })
    const response = await post('/account/forgot-password', { email: 'someone@example.com', purpose: 'reset' })
    expect(response.status).toBe(429)
    expect(await response.text()).toContain('wait a minute')
  })
})

describe('first-time set-up', () => {
  it('lets a guest without a password choose one, then shows things to know', async () => {
    const guest = await createGuest({ password: null })
    const refused = await post('/account/login/email', { email: guest.email, password: 'Anything-2026' })
    expect(refused.status).toBe(401)

    const jar = new CookieJar()
    const confirmed = await openPasswordLink(guest.email, 'setup', jar)
    expect(confirmed.headers.get('location')).toBe('/account/update-password')
    expect(await (await visit('/account/update-password', { jar })).text()).toContain('Choose your password')
    const saved = await post(
      '/account/update-password',
      { password: 'First-Stay-2026', confirm: 'First-Stay-2026' },
      jar,
    )
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/account/update-password/things-to-know')
    const things = await visit('/account/update-password/things-to-know', { jar })
    expect(await things.text()).toContain('Things to know')
    await signIn({ ...guest, password: 'First-Stay-2026' })
  })
})

describe('account settings', () => {
  it('changes the password after checking the current one', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    const wrong = await post(
      '/account/account-settings',
      { current: 'Not-my-password-1', password: 'Newer-Pass-2026', confirm: 'Newer-Pass-2026' },
      jar,
    )
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('That is not your current password.')
    const same = await post(
      '/account/account-settings',
      { current: guest.password, password: guest.password, confirm: guest.password },
      jar,
    )
    expect(same.status).toBe(422)
    expect(await same.text()).toContain('must be different')
    const changed = await post(
      '/account/account-settings',
      { current: guest.password, password: 'Newer-Pass-2026', confirm: 'Newer-Pass-2026' },
      jar,
    )
    expect(changed.status).toBe(303)
    expect(await (await visit('/account/account-settings?changed=1', { jar })).text()).toContain(
      'Your password has been changed.',
    )
    await signIn({ ...guest, password: 'Newer-Pass-2026' })
  })
})

describe('sign out', () => {
  it('asks first, then clears the session and the saved booking id', async () => {
    const jar = await signIn(await createGuest())
    jar.cookies.set('gp_booking', '11111111-2222-4333-8444-555555555555')
    expect(await (await visit('/account/goodbye', { jar })).text()).toContain(
      'Sign out of your Guest Hub on this device?',
    )
    const out = await post('/account/goodbye', {}, jar)
    expect(out.status).toBe(303)
    expect(jar.names().filter((n) => n.startsWith('sb-'))).toEqual([])
    expect(jar.cookies.has('gp_booking')).toBe(false)
    expect(await (await visit('/account/goodbye', { jar })).text()).toContain('You&#x27;ve signed out')
    expect((await visit('/account', { jar })).status).toBe(302)
  })

  it('is one press from the account menu and the footer: a sign-out form, not a link to a confirmation', async () => {
    const jar = await signIn(await createGuest())
    const html = await (await visit('/account/my-bookings', { jar })).text()
    const menu = html.slice(
      html.indexOf('Your account</h2>'),
      html.indexOf('</dialog>', html.indexOf('Your account</h2>')),
    )
    expect(menu).toContain('<form action="/account/goodbye" method="post">')
    expect(html).not.toContain('href="/account/goodbye"')
    const footer = html.slice(html.indexOf('<footer'))
    expect(footer).toContain('<form action="/account/goodbye" method="post">')
  })
})
