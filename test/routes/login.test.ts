import { afterEach, describe, expect, it } from 'vitest'
import { CookieJar, clearFaults, createGuest, fault, latestEmail, pathOf, post, signIn, visit } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

describe('login steps', () => {
  it('shows the landing step to a new visitor, with no script', async () => {
    const response = await visit('/account/login')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Welcome to your Guest Hub')
    expect(html).toContain('href="/account/login/email"')
    expect(html).not.toContain('<script')
  })

  it("answers empty fields with the auth client's sentence", async () => {
    const response = await post('/account/login/email', { email: '', password: '' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('You must provide either an email or phone number and a password')
  })

  it('answers wrong credentials clearly and keeps the typed email', async () => {
    const guest = await createGuest()
    const response = await post('/account/login/email', { email: guest.email, password: 'Wrong-password-1' })
    expect(response.status).toBe(401)
    const html = await response.text()
    expect(html).toContain('match our records')
    expect(html).toContain(`value="${guest.email}"`)
  })

  it('signs in with secure, HttpOnly, lax, 400-day session cookies and goes home', async () => {
    const guest = await createGuest()
    const jar = new CookieJar()
    const response = await post('/account/login/email', { email: guest.email, password: guest.password }, jar)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account')
    const authCookie = jar.raw.find((line) => /^sb-[^=]+-auth-token(\.0)?=/.test(line))
    expect(authCookie).toBeDefined()
    expect(authCookie).toMatch(/HttpOnly/)
    expect(authCookie).toMatch(/Secure/)
    expect(authCookie).toMatch(/SameSite=Lax/i)
    expect(authCookie).toMatch(/Path=\//)
    expect(authCookie).toMatch(/Max-Age=34560000/)
    const previously = jar.raw.find((line) => line.startsWith('gp_prev='))
    expect(previously).toMatch(/Max-Age=604800/)
    const home = await visit('/account', { jar })
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Hello Test')
  })

  it('offers the password-only step to someone whose session ended on this device', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    // The session lapsed (no sign-out): only the previously-signed-in cookie is left.
    for (const name of jar.names()) if (name !== 'gp_prev') jar.cookies.delete(name)
    const landing = await (await visit('/account/login', { jar })).text()
    expect(landing).toContain(`Continue as ${guest.email}`)
    const step = await visit('/account/login/password', { jar })
    expect(await step.text()).toContain('Welcome back')
    const response = await post('/account/login/password', { email: guest.email, password: guest.password }, jar)
    expect(response.status).toBe(303)
  })

  it('never shows the last guest’s address after an explicit sign-out on a shared device', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    const out = await post('/account/goodbye', {}, jar)
    expect(pathOf(out.headers.get('location'))).toBe('/account/goodbye')
    expect(jar.cookies.get('gp_prev')).not.toContain('@')
    for (const path of ['/account/login', '/account/login/code', '/account/login/email']) {
      const html = await (await visit(path, { jar })).text()
      expect(html, path).not.toContain(guest.email)
    }
    expect(await (await visit('/account/login', { jar })).text()).toContain('Welcome back to your Guest Hub')
    const step = await visit('/account/login/password', { jar })
    expect(step.status).toBe(302)
    expect(step.headers.get('location')).toBe('/account/login/email')
  })

  it('sends the password-only step to the email step when no one is remembered', async () => {
    const response = await visit('/account/login/password')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account/login/email')
  })

  it('gives a retry hint when the auth service answers 503', async () => {
    expectConsoleErrors(/"where":"auth\.signIn"/)
    const guest = await createGuest()
    await fault({ path: '/auth/v1/token', status: 503, body: '{"message":"upstream unavailable"}' })
    const response = await post('/account/login/email', { email: guest.email, password: guest.password })
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('try again in a moment')
  })
})

describe('the route guard', () => {
  it('sends a visitor to login, remembers the path, and returns there after sign-in', async () => {
    const guest = await createGuest()
    const jar = new CookieJar()
    const guarded = await visit('/account/account-settings?tab=password', { jar })
    expect(guarded.status).toBe(302)
    expect(guarded.headers.get('location')).toBe('/account/login')
    const loginPage = await (await visit('/account/login', { jar })).text()
    expect(loginPage).toContain('gp_hash=') // the hash-saving script, only after a redirect
    jar.cookies.set('gp_hash', encodeURIComponent('#password'))
    const response = await post('/account/login/email', { email: guest.email, password: guest.password }, jar)
    expect(response.headers.get('location')).toBe('/account/account-settings?tab=password#password')
    expect(jar.cookies.has('gp_redirect')).toBe(false)
    expect(jar.cookies.has('gp_hash')).toBe(false)
  })

  it('keeps the hash cookie strict, secure and seven days long', async () => {
    const jar = new CookieJar()
    await visit('/account', { jar })
    const html = await (await visit('/account/login', { jar })).text()
    expect(html).toContain('max-age=604800;samesite=strict;secure')
  })

  it('ignores a redirect cookie that points off-site', async () => {
    const guest = await createGuest()
    const jar = new CookieJar()
    jar.cookies.set('gp_redirect', encodeURIComponent('//evil.example/steal'))
    const response = await post('/account/login/email', { email: guest.email, password: guest.password }, jar)
    expect(response.headers.get('location')).toBe('/account')
  })

  it('moves a signed-in visitor on from the login page', async () => {
    const jar = await signIn(await createGuest())
    const response = await visit('/account/login', { jar })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account')
  })

  it('lets visitors reach every login-layout page', async () => {
    for (const path of [
      '/account/login',
      '/account/login/email',
      '/account/forgot-password',
      '/account/verify-email',
      '/account/goodbye',
    ]) {
      expect((await visit(path)).status, path).toBe(200)
    }
  })
})

describe('email verification', () => {
  it('takes an unverified guest to the verification step and confirms through the emailed link', async () => {
    const guest = await createGuest({ confirmed: false })
    const attempt = await post('/account/login/email', { email: guest.email, password: guest.password })
    expect(attempt.status).toBe(403)
    expect(await attempt.text()).toContain('Confirm your email address')

    const resend = await post('/account/login/verify', { intent: 'resend', email: guest.email })
    expect(resend.status).toBe(303)
    const email = await latestEmail(guest.email)
    const link = email.links.find((l) => l.includes('/account/verify-email'))
    expect(link).toBeDefined()

    const landing = await visit(pathOf(link!))
    expect(await landing.text()).toContain('Confirm my email address')
    const tokenHash = new URL(link!).searchParams.get('token_hash')!
    const jar = new CookieJar()
    const confirmed = await post('/account/verify-email', { intent: 'confirm', token_hash: tokenHash }, jar)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/account')
    expect((await visit('/account', { jar })).status).toBe(200)

    const again = await post('/account/verify-email', { intent: 'confirm', token_hash: tokenHash })
    expect(again.status).toBe(403)
    expect(await again.text()).toContain('expired or has already been used')
  })
})
