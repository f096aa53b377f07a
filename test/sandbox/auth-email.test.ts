// GoTrue's emailed links and codes: recovery with PKCE and implicit flows, sign-up confirmation,
// magic links and codes, rate limits, and what the outbox keeps.
import { describe, expect, it } from 'vitest'
import { sandboxServiceRoleKey } from '../../sandbox/supabase/keys.ts'
import { call, client, control, decodeJwtPart, guest, latestEmail, sandboxUrl, site, useSandbox } from './support.ts'

useSandbox()

const follow = (link: string) => fetch(link, { redirect: 'manual' })
const locationOf = (response: Response) => new URL(response.headers.get('location')!)

describe('recovery', () => {
  it('lets a first-time guest set a password: email link → 303 with a code → session → updateUser', async () => {
    const g = await guest({ password: null })
    const c = client()
    const setUp = `${site}/account/confirm?next=%2Faccount%2Fupdate-password`
    expect((await c.auth.resetPasswordForEmail(g.email, { redirectTo: setUp })).error).toBeNull()
    const email = await latestEmail(g.email)
    expect(email).toMatchObject({ to: g.email, type: 'recovery', subject: 'Set up your password', code: null })
    const link = new URL(email.links[0]!)
    expect(link.origin + link.pathname).toBe(`${sandboxUrl()}/auth/v1/verify`)
    expect(link.searchParams.get('type')).toBe('recovery')
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]+$/)
    expect(link.searchParams.get('redirect_to')).toBe(setUp)
    expect(email.text).toContain(email.links[0])

    const verify = await follow(email.links[0]!)
    expect(verify.status).toBe(303)
    const landing = locationOf(verify)
    expect(landing.origin + landing.pathname).toBe(`${site}/account/confirm`)
    const exchanged = await c.auth.exchangeCodeForSession(landing.searchParams.get('code')!)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email).toBe(g.email)
    expect(decodeJwtPart(exchanged.data.session!.access_token, 1).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ])
    expect((await c.auth.updateUser({ password: 'My-First-Password-1' })).error).toBeNull()
    expect(
      (await client().auth.signInWithPassword({ email: g.email, password: 'My-First-Password-1' })).error,
    ).toBeNull()

    // A used link sends the guest back with the error in the query (PKCE) and the fragment.
    const again = locationOf(await follow(email.links[0]!))
    expect(Object.fromEntries(again.searchParams)).toEqual({
      next: '/account/update-password',
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    })
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired')
  })

  it('answers PKCE exchange errors: unknown code, wrong verifier', async () => {
    // (Through the client this needs a stored verifier, so it goes raw.)
    const unknown = await call('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: crypto.randomUUID(), code_verifier: 'v' }),
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'flow_state_not_found' })
    const g = await guest()
    const c = client()
    await c.auth.resetPasswordForEmail(g.email, { redirectTo: `${site}/account/confirm` })
    const code = locationOf(await follow((await latestEmail(g.email)).links[0]!)).searchParams.get('code')!
    const wrong = await call('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'not-the-verifier' }),
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' })
    // A wrong verifier does not spend the code; the right one still works, once.
    expect((await c.auth.exchangeCodeForSession(code)).error).toBeNull()
    const replay = await call('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'x' }),
    })
    expect(replay.status).toBe(404)
  })

  it('puts the session in the fragment for the implicit flow', async () => {
    const g = await guest()
    await client('implicit').auth.resetPasswordForEmail(g.email, { redirectTo: `${site}/account/confirm` })
    const link = (await latestEmail(g.email)).links[0]!
    expect(new URL(link).searchParams.get('token')).not.toMatch(/^pkce_/)
    const landing = locationOf(await follow(link))
    expect(landing.search).toBe('')
    const fragment = new URLSearchParams(landing.hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')
    expect(fragment.get('token_type')).toBe('bearer')
    expect((await client().auth.getUser(fragment.get('access_token')!)).data.user?.id).toBe(g.id)
    // An unusable implicit link carries its error only in the fragment.
    const failed = locationOf(await follow(link))
    expect(failed.search).toBe('')
    expect(new URLSearchParams(failed.hash.slice(1)).get('error_code')).toBe('otp_expired')
  })

  it('answers an unknown email the same, and sends nothing', async () => {
    const unknown = `nobody-${Date.now()}@example.com`
    expect((await client().auth.resetPasswordForEmail(unknown)).error).toBeNull()
    expect((await fetch(`${sandboxUrl()}/__sandbox/outbox/latest?to=${unknown}`)).status).toBe(404)
  })

  it('sends links only to the site: another redirect_to falls back to SITE_URL', async () => {
    const g = await guest()
    await client().auth.resetPasswordForEmail(g.email, { redirectTo: 'https://evil.example/steal' })
    const link = new URL((await latestEmail(g.email)).links[0]!)
    expect(link.searchParams.get('redirect_to')).toBe(site)
    expect(locationOf(await follow(link.href)).origin).toBe(site)
  })

  it('keeps only the newest link working', async () => {
    const g = await guest()
    const c = client('implicit')
    await c.auth.resetPasswordForEmail(g.email)
    const older = (await latestEmail(g.email)).links[0]!
    await c.auth.resetPasswordForEmail(g.email)
    const newer = (await latestEmail(g.email)).links[0]!
    expect(locationOf(await follow(older)).hash).toContain('error_code=otp_expired')
    expect(locationOf(await follow(newer)).hash).toContain('access_token=')
  })

  it('limits emails to one address: the fourth within a minute is 429', async () => {
    const g = await guest()
    const c = client()
    for (let i = 0; i < 3; i++) expect((await c.auth.resetPasswordForEmail(g.email)).error).toBeNull()
    expect((await c.auth.resetPasswordForEmail(g.email)).error).toMatchObject({
      code: 'over_email_send_rate_limit',
      status: 429,
    })
    const { messages } = await control<{ messages: { id: number }[] }>(`/outbox?to=${encodeURIComponent(g.email)}`)
    expect(messages).toHaveLength(3)
    expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id)
  })
})

describe('sign-up confirmation', () => {
  it('resend → portal link with the token hash → verifyOtp confirms the email', async () => {
    const g = await guest({ confirmed: false })
    expect((await client().auth.resend({ type: 'signup', email: g.email })).error).toBeNull()
    const email = await latestEmail(g.email)
    const link = new URL(email.links[0]!)
    expect(link.origin + link.pathname).toBe(`${site}/account/verify-email`)
    expect(link.searchParams.get('type')).toBe('signup')
    const tokenHash = link.searchParams.get('token_hash')!
    const verified = await client().auth.verifyOtp({ type: 'signup', token_hash: tokenHash })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
    expect(verified.data.session?.access_token).toBeTruthy()
    expect((await client().auth.signInWithPassword({ email: g.email, password: g.password })).error).toBeNull()
    const again = await client().auth.verifyOtp({ type: 'signup', token_hash: tokenHash })
    expect(again.error).toMatchObject({ code: 'otp_expired', status: 403, message: 'Token has expired or is invalid' })
    // A confirmed address gets no more confirmation emails (and the answer does not say so).
    expect((await client().auth.resend({ type: 'signup', email: g.email })).error).toBeNull()
    expect((await latestEmail(g.email)).id).toBe(email.id)
  })

  it('signs up a new user unconfirmed, and refuses a taken email', async () => {
    const email = `new-${Date.now()}@example.com`
    const created = await client().auth.signUp({
      email,
      password: 'Fresh-Start-2026',
      options: { data: { first: 'Zoe' } },
    })
    expect(created.error).toBeNull()
    expect(created.data.session).toBeNull()
    expect(created.data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { first: 'Zoe' } })
    expect((await latestEmail(email)).type).toBe('signup')
    expect((await client().auth.signUp({ email, password: 'Fresh-Start-2026' })).error?.code).toBe(
      'user_already_exists',
    )
  })
})

describe('one-time codes and magic links', () => {
  it('refuses an OTP for an unknown email without creating a user', async () => {
    const email = `new-${Date.now()}@example.com`
    const result = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    expect(result.error).toMatchObject({ code: 'otp_disabled', status: 422, message: 'Signups not allowed for otp' })
    expect((await fetch(`${sandboxUrl()}/__sandbox/outbox/latest?to=${email}`)).status).toBe(404)
  })

  it('emails a magic link and a 6-digit code; the code signs in', async () => {
    const g = await guest()
    expect(
      (
        await client().auth.signInWithOtp({
          email: g.email,
          options: { shouldCreateUser: false, emailRedirectTo: `${site}/account` },
        })
      ).error,
    ).toBeNull()
    const email = await latestEmail(g.email)
    expect(email.type).toBe('magiclink')
    expect(new URL(email.links[0]!).searchParams.get('type')).toBe('magiclink')
    expect(email.text).toContain(email.code)
    const wrong = await client().auth.verifyOtp({
      type: 'email',
      email: g.email,
      token: email.code === '000000' ? '111111' : '000000',
    })
    expect(wrong.error?.code).toBe('otp_expired')
    const verified = await client().auth.verifyOtp({ type: 'email', email: g.email, token: email.code! })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.id).toBe(g.id)
    // A code is spent once: the same code again is GoTrue's 403 otp_expired.
    const again = await client().auth.verifyOtp({ type: 'email', email: g.email, token: email.code! })
    expect(again.error).toMatchObject({ code: 'otp_expired', status: 403 })
  })

  it('creates the user when asked, confirmed once the link is followed', async () => {
    const email = `otp-${Date.now()}@example.com`
    const c = client()
    expect((await c.auth.signInWithOtp({ email, options: { emailRedirectTo: `${site}/account` } })).error).toBeNull()
    const landing = locationOf(await follow((await latestEmail(email)).links[0]!))
    const { data, error } = await c.auth.exchangeCodeForSession(landing.searchParams.get('code')!)
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) })
  })
})

describe('what each email says', () => {
  // The portal's two password links differ only in where they return (src/routes/account/forgot-password.tsx).
  const passwordLink = (next: string) => `${site}/account/confirm?next=${encodeURIComponent(next)}`
  const codeWords = /\bcode\b/i

  it('a first-time guest setting up a password is asked to set one up, not told to reset it', async () => {
    const g = await guest({ password: null })
    await client().auth.resetPasswordForEmail(g.email, { redirectTo: passwordLink('/account/update-password') })
    const email = await latestEmail(g.email)
    expect(email).toMatchObject({ type: 'recovery', subject: 'Set up your password', code: null })
    expect(email.text).toMatch(/^Here is the link to set up a password for your Guest Hub account\./)
    expect(email.text).not.toMatch(/reset|new password|Someone asked/i)
    expect(email.html).toContain('>Set up your password</a>')
  })

  it('a reset says someone asked to reset the password', async () => {
    const g = await guest()
    await client().auth.resetPasswordForEmail(g.email, { redirectTo: passwordLink('/account/reset-password') })
    const email = await latestEmail(g.email)
    expect(email).toMatchObject({ type: 'recovery', subject: 'Reset your password', code: null })
    expect(email.text).toMatch(/^Someone asked to reset the password of your Guest Hub account\./)
    expect(email.html).toContain('>Choose a new password</a>')
  })

  it('offers a code only where a page takes one: the sign-in code email, not a password, confirmation or invitation link', async () => {
    const g = await guest()
    await client().auth.resetPasswordForEmail(g.email, { redirectTo: passwordLink('/account/reset-password') })
    const unconfirmed = await guest({ confirmed: false })
    await client().auth.resend({ type: 'signup', email: unconfirmed.email })
    const invited = `words-${Date.now()}@example.com`
    await call('/auth/v1/invite', {
      method: 'POST',
      headers: { authorization: `Bearer ${sandboxServiceRoleKey}` },
      body: JSON.stringify({ email: invited }),
    })
    for (const to of [g.email, unconfirmed.email, invited]) {
      const email = await latestEmail(to)
      expect(email.code, email.type).toBeNull()
      expect(email.text, email.type).not.toMatch(codeWords)
      expect(email.html, email.type).not.toMatch(codeWords)
    }
  })

  it('the code email is titled a code and says the link signs in only in the browser that asked', async () => {
    const g = await guest()
    await client().auth.signInWithOtp({ email: g.email, options: { shouldCreateUser: false } })
    const email = await latestEmail(g.email)
    expect(email).toMatchObject({
      type: 'magiclink',
      subject: 'Your sign-in code',
      code: expect.stringMatching(/^\d{6}$/),
    })
    expect(email.text).toMatch(
      new RegExp(`^Enter this code on the sign-in page to sign in to your Guest Hub: ${email.code}\\.`),
    )
    expect(email.text).toContain('The link below also signs you in, in the browser where you asked for the code.')
    expect(email.html).toContain(`<strong>${email.code}</strong>`)
    expect(email.subject).not.toMatch(/link/i)
  })

  it('gives every kind of email its own subject and opening sentence', async () => {
    const g = await guest({ password: null })
    const sent: { subject: string; opening: string }[] = []
    const keep = async () => {
      const email = await latestEmail(g.email)
      sent.push({ subject: email.subject, opening: email.text.split('\n')[0]! })
    }
    await client().auth.resetPasswordForEmail(g.email, { redirectTo: passwordLink('/account/update-password') })
    await keep()
    await client().auth.resetPasswordForEmail(g.email, { redirectTo: passwordLink('/account/reset-password') })
    await keep()
    await client().auth.signInWithOtp({ email: g.email, options: { shouldCreateUser: false } })
    await keep()
    const unconfirmed = await guest({ confirmed: false })
    await client().auth.resend({ type: 'signup', email: unconfirmed.email })
    const confirmation = await latestEmail(unconfirmed.email)
    sent.push({ subject: confirmation.subject, opening: confirmation.text.split('\n')[0]! })
    const invited = `kinds-${Date.now()}@example.com`
    await call('/auth/v1/invite', {
      method: 'POST',
      headers: { authorization: `Bearer ${sandboxServiceRoleKey}` },
      body: JSON.stringify({ email: invited }),
    })
    const invitation = await latestEmail(invited)
    sent.push({ subject: invitation.subject, opening: invitation.text.split('\n')[0]! })
    expect(new Set(sent.map((s) => s.subject)).size).toBe(5)
    expect(new Set(sent.map((s) => s.opening)).size).toBe(5)
  })
})
