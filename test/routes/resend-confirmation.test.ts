// Asking for a new email-confirmation link (resendConfirmation, src/routes/account/confirmation-link.ts): one flow
// behind the sign-in's verify step and the confirmation page, so each rule is checked on both forms.
import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, CookieJar, createGuest, fault, latestEmail, post, visit } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

const forms = [
  { path: '/account/login/verify', body: (email: string) => ({ email }) },
  { path: '/account/verify-email', body: (email: string) => ({ intent: 'resend', email }) },
]

describe('a new confirmation link', () => {
  it('is sent from either form, lands on the confirmation page, and the form says so', async () => {
    for (const { path, body } of forms) {
      const guest = await createGuest({ confirmed: false })
      const response = await post(path, body(guest.email))
      expect(response.status, path).toBe(303)
      expect(response.headers.get('location')).toBe(`${path}?sent=1`)
      const email = await latestEmail(guest.email)
      expect(
        email.links.some((l) => l.includes('/account/verify-email')),
        path,
      ).toBe(true)
    }
  })

  it('keeps the address in the field after the send, so "Send a new link" needs no typing (issue 38)', async () => {
    for (const { path, body } of forms) {
      const guest = await createGuest({ confirmed: false })
      const jar = new CookieJar()
      const sent = await post(path, body(guest.email), jar)
      const page = await visit(sent.headers.get('location') ?? '', { jar })
      expect(page.headers.get('cache-control'), path).toBe('private, no-store')
      expect(await page.text(), path).toContain(`value="${guest.email}"`)
      // Another browser, or a visit without a send, shows no address.
      expect(await (await visit(`${path}?sent=1`)).text()).not.toContain(guest.email)
    }
  })

  it('answers the auth service’s per-address email limit as sent: it answers so only for accounts', async () => {
    await fault({
      path: '/auth/v1/resend',
      status: 429,
      body: JSON.stringify({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' }),
      headers: { 'x-supabase-api-version': '2024-01-01' },
    })
    for (const { path, body } of forms) {
      const response = await post(path, body(`nobody-${crypto.randomUUID()}@example.com`))
      expect(response.status, path).toBe(303)
      expect(response.headers.get('location')).toBe(`${path}?sent=1`)
    }
  })

  it('keeps the address and asks to try again when the auth service is down, and reports it', async () => {
    expectConsoleErrors(/"where":"auth\.resend"/)
    await fault({ path: '/auth/v1/resend', status: 503 })
    for (const { path, body } of forms) {
      const email = `someone-${crypto.randomUUID()}@example.com`
      const response = await post(path, body(email))
      expect(response.status, path).toBe(503)
      const html = await response.text()
      expect(html).toContain('reach the sign-in service just now.')
      expect(html).toContain(`value="${email}"`)
    }
  })
})
