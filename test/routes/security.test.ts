import { describe, expect, it } from 'vitest'
import { createGuest, post, signIn, site, visit } from './support.ts'

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('security headers', () => {
  it('sends a fresh CSP nonce with every HTML response and uses it on every script', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    const first = await visit('/account', { jar })
    const second = await visit('/account', { jar })
    const [a, b] = [nonceOf(first), nonceOf(second)]
    expect(a).toBeTruthy()
    expect(a).not.toBe(b)
    const html = await first.text()
    const scripts = html.match(/<script[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${a}"`)
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends CSP on the not-found page too', async () => {
    expect(nonceOf(await visit('/missing-page'))).toBeTruthy()
  })

  it('sends no Referer from a page whose address carries a one-time token, not even to its own files', async () => {
    const token = '0123456789abcdef0123456789abcdef01234567'
    for (const path of [
      `/account/accept-invitation?token_hash=${token}&type=invite`,
      `/account/verify-email?token_hash=${token}&type=signup`,
      `/account/confirm?code=${token}`,
    ]) {
      expect((await visit(path)).headers.get('referrer-policy'), path).toBe('no-referrer')
    }
    expect((await visit('/account/login')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('cross-site form posts', () => {
  it('refuses a form posted from another origin', async () => {
    const response = await post('/account/login/email', { email: 'a@b.co', password: 'x' }, undefined, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('sent from another site')
  })

  it('refuses a form with no origin at all', async () => {
    const response = await visit('/account/login/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.co&password=x',
    })
    expect(response.status).toBe(403)
  })

  it('accepts the same origin', async () => {
    const response = await post('/account/login/email', { email: '', password: '' })
    expect(response.status).toBe(400)
  })
})

describe('hostile input', () => {
  it('answers a huge body with a 413 page (Payload Too Large), and JSON under /api', async () => {
    const response = await post('/account/login/email', { email: 'a@b.co', password: 'x'.repeat(100_000) })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('more than a form here can take')
    const api = await visit('/api/user/msd/getUserOpportunities', {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(100_000) }),
    })
    expect(api.status).toBe(413)
    expect(((await api.json()) as { message: string }).message).toContain('more than a form here can take')
  })

  it('answers a huge field with a clear message', async () => {
    const response = await post('/account/login/email', { email: `${'a'.repeat(300)}@b.co`, password: 'x' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('That email address is too long.')
  })

  it('answers a JSON body to a form with a 400 page', async () => {
    const response = await visit('/account/login/email', {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Please send the form from the page.')
  })

  it('answers a broken multipart body with a 400 page', async () => {
    const response = await visit('/account/forgot-password', {
      method: 'POST',
      headers: { origin: site, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
    })
    expect(response.status).toBe(400)
  })
})
