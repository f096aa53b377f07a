// The real project's emails (supabase/config.toml subjects, supabase/templates/) say what the sandbox's
// emails say (sandbox/supabase/email-wording.ts), link where the portal's pages take them, and show a code
// only in the sign-in code email: rendered here as the auth service would, for each kind of email.
import { join } from 'node:path'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { readSupabaseProject } from '../../scripts/supabase-project.ts'
import { emailKind, emailWording, type EmailKind } from '../../sandbox/supabase/email-wording.ts'
import type { EmailType } from '../../sandbox/supabase/one-time-tokens.ts'
import { renderGoTemplate } from './go-template.ts'

const project = readSupabaseProject(join(import.meta.dirname, '../..'))
const templates = (
  parse(project.config!) as { auth: { email: { template: Record<string, { subject: string; content_path: string }> } } }
).auth.email.template

const site = 'https://guests.example-resort.com'
const templateOf: Record<EmailType, string> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic_link',
  invite: 'invite',
}
/** What the auth service puts in front of a template (GoTrue's mailer), for one email. */
const data = (redirectTo: string, siteUrl = site) => ({
  SiteURL: siteUrl,
  RedirectTo: redirectTo,
  Email: 'guest@example.com',
  Token: '123456',
  TokenHash: 'pkce_0123abcd',
  ConfirmationURL: `https://abc.supabase.co/auth/v1/verify?token=pkce_0123abcd&type=x&redirect_to=${encodeURIComponent(redirectTo)}`,
})
const render = (type: EmailType, redirectTo: string, siteUrl = site) => {
  const template = templates[templateOf[type]]!
  const html = renderGoTemplate(project.read(template.content_path.replace(/^\.\//, ''))!, data(redirectTo, siteUrl))
  const text = html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return { subject: renderGoTemplate(template.subject, data(redirectTo, siteUrl)), html, text }
}

// The portal's own return addresses (src/routes/account/forgot-password.tsx, login-code.tsx, admin.ts).
const setUp = `${site}/account/confirm?next=%2Faccount%2Fupdate-password`
const reset = `${site}/account/confirm?next=%2Faccount%2Freset-password`
const emails: { type: EmailType; redirectTo: string; kind: EmailKind }[] = [
  { type: 'recovery', redirectTo: setUp, kind: 'setup' },
  { type: 'recovery', redirectTo: reset, kind: 'reset' },
  { type: 'signup', redirectTo: `${site}/account/verify-email`, kind: 'signup' },
  { type: 'magiclink', redirectTo: `${site}/account/confirm?next=%2Faccount`, kind: 'magiclink' },
  { type: 'invite', redirectTo: `${site}/account`, kind: 'invite' },
]

describe('the project’s email templates', () => {
  for (const { type, redirectTo, kind } of emails) {
    it(`say what the sandbox says: ${kind}`, () => {
      expect(emailKind(type, redirectTo, site)).toBe(kind)
      const wording = emailWording[kind]
      const email = render(type, redirectTo)
      expect(email.subject).toBe(wording.subject)
      expect(email.html).toContain(`<title>${wording.subject}</title>`)
      const sentences = [wording.subject, wording.opening, wording.linkNote, wording.action, wording.closing]
      expect(email.text).toBe(
        sentences
          .filter(Boolean)
          .join(' ')
          .replace(wording.opening, kind === 'magiclink' ? `${wording.opening} 123456` : wording.opening),
      )
    })
  }

  it('link where the portal takes them: confirmation and invitation to its pages, the others through the auth service', () => {
    const href = (type: EmailType, redirectTo: string) => /<a href="([^"]+)"/.exec(render(type, redirectTo).html)![1]
    expect(href('signup', site)).toBe(`${site}/account/verify-email?token_hash=pkce_0123abcd&type=signup`)
    expect(href('invite', site)).toBe(`${site}/account/accept-invitation?token_hash=pkce_0123abcd&type=invite`)
    for (const [type, redirectTo] of [
      ['recovery', setUp],
      ['recovery', reset],
      ['magiclink', site],
    ] as const)
      expect(href(type, redirectTo)).toBe(data(redirectTo).ConfirmationURL)
  })

  it('show a code only in the sign-in code email, the one a page takes', () => {
    for (const { type, redirectTo } of emails) {
      const { html } = render(type, redirectTo)
      expect(html.includes('123456'), type).toBe(type === 'magiclink')
      expect(/\bcode\b/i.test(html), type).toBe(type === 'magiclink')
    }
  })

  it('tell set-up from reset as the sandbox does, with or without a slash at the end of the site URL', () => {
    const cases = [
      [site, setUp],
      [`${site}/`, setUp],
      [site, reset],
      [site, `${site}/account/confirm`],
      [site, site],
      [site, `${setUp}&extra=1`],
      [site, 'https://elsewhere.example/account/confirm?next=%2Faccount%2Fupdate-password'],
    ] as const
    for (const [siteUrl, redirectTo] of cases) {
      const kind = emailKind('recovery', redirectTo, siteUrl)
      expect(render('recovery', redirectTo, siteUrl).subject, `${siteUrl} ${redirectTo}`).toBe(
        emailWording[kind].subject,
      )
    }
  })
})
