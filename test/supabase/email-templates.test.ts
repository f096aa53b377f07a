// The real project's emails (supabase/config.toml subjects, supabase/templates/) say what the sandbox's
// emails say (sandbox/supabase/email-wording.ts), link where the portal's pages take them, and show a code
// only in the sign-in code email: rendered here as the auth service would, for each kind of email.
import { join } from 'node:path'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { readSupabaseProject } from '../../scripts/supabase-project.ts'
import { emailKind, emailWording, inviteOpening, type EmailKind } from '../../sandbox/supabase/email-wording.ts'
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
/** What the auth service puts in front of a template (GoTrue's mailer), for one email; `Data` is the user's metadata. */
const data = (redirectTo: string, siteUrl = site, metadata: Record<string, unknown> = {}) => ({
  Data: metadata,
  SiteURL: siteUrl,
  RedirectTo: redirectTo,
  Email: 'guest@example.com',
  Token: '123456',
  TokenHash: 'pkce_0123abcd',
  ConfirmationURL: `https://abc.supabase.co/auth/v1/verify?token=pkce_0123abcd&type=x&redirect_to=${encodeURIComponent(redirectTo)}`,
})
const render = (type: EmailType, redirectTo: string, siteUrl = site, metadata: Record<string, unknown> = {}) => {
  const template = templates[templateOf[type]]!
  const values = data(redirectTo, siteUrl, metadata)
  const html = renderGoTemplate(project.read(template.content_path.replace(/^\.\//, ''))!, values)
  const text = html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return { subject: renderGoTemplate(template.subject, values), html, text }
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

describe('the email templates in the guest’s language', () => {
  // The language the portal keeps in the user's metadata (src/routes/language.ts), and a sentence of each email in it.
  const languages = {
    de: { setup: 'Passwort einrichten', reset: 'Passwort zurücksetzen', magiclink: 'Ihr Anmeldecode' },
    fr: {
      setup: 'Créez votre mot de passe',
      reset: 'Réinitialisez votre mot de passe',
      magiclink: 'Votre code de connexion',
    },
    es: { setup: 'Crea tu contraseña', reset: 'Restablece tu contraseña', magiclink: 'Tu código de acceso' },
    ar: { setup: 'أنشئ كلمة المرور', reset: 'أعد تعيين كلمة المرور', magiclink: 'رمز الدخول الخاص بك' },
  } as const

  for (const [locale, subjects] of Object.entries(languages)) {
    it(`speak ${locale} to a guest who chose it, with the same links, and a code only in the code email`, () => {
      for (const { type, redirectTo, kind } of emails) {
        const english = render(type, redirectTo)
        const email = render(type, redirectTo, site, { locale, first_name: 'Ann' })
        const expected = (subjects as Partial<Record<EmailKind, string>>)[kind]
        if (expected) expect(email.subject, kind).toBe(expected)
        expect(email.subject, kind).not.toBe(english.subject)
        expect(email.html, kind).toContain(`<title>${email.subject}</title>`)
        expect(email.html, kind).toContain(`<html lang="${locale}"${locale === 'ar' ? ' dir="rtl"' : ''}>`)
        // Not a word of the English left: every sentence is the language's own.
        for (const sentence of english.text.split(/(?<=[.:])\s+/)) expect(email.text, kind).not.toContain(sentence)
        const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])
        expect(links(email.html), kind).toEqual(links(english.html))
        expect(email.html.includes('123456'), kind).toBe(type === 'magiclink')
      }
    })
  }

  it('write an invitation in the inviter’s language, unless the invitee chose their own', () => {
    const invite = emails.find((email) => email.type === 'invite')!
    expect(render('invite', invite.redirectTo, site, { invited_locale: 'de' }).subject).toBe(
      'Ihre Einladung zum Guest Hub',
    )
    expect(render('invite', invite.redirectTo, site, { locale: 'fr', invited_locale: 'de' }).subject).toBe(
      'Votre invitation au Guest Hub',
    )
    expect(render('invite', invite.redirectTo, site, { invited_locale: 'it' }).html).toContain('<html lang="en">')
  })

  it('name who invited, the villa and the dates, and link with the portal’s invitation (issue 38, item 12)', () => {
    const words = {
      invitation_id: '6f1c2f4e-3b7a-4d2e-9a1b-0c8d7e6f5a4b',
      inviter_name: 'Olivia',
      holiday_villa: 'Villa Azure',
      holiday_dates: '3–17 August 2027',
    }
    const english = render('invite', site, site, words)
    expect(english.text).toContain(inviteOpening(words))
    expect(english.text).toContain('Olivia has invited you to see your holiday at Villa Azure, 3–17 August 2027')
    expect(english.html).toContain(`&type=invite&invitation=${words.invitation_id}"`)
    const german = render('invite', site, site, { ...words, invited_locale: 'de', holiday_dates: '3.–17. August 2027' })
    expect(german.text).toContain('Olivia hat Sie eingeladen, Ihren Urlaub in Villa Azure, 3.–17. August 2027')
    const arabic = render('invite', site, site, { ...words, invited_locale: 'ar' })
    expect(arabic.html).toContain('<bdi>Olivia</bdi>')
    expect(arabic.html).toContain('<bdi>Villa Azure</bdi>')
    // Without them, the general sentence, as before.
    expect(render('invite', site).text).toContain(emailWording.invite.opening)
  })

  it('are English for any other language, a missing one, or a value that is not a language', () => {
    for (const metadata of [{}, { locale: 'en-GB' }, { locale: 'it' }, { locale: 3 }, { locale: null }])
      for (const { type, redirectTo, kind } of emails) {
        const email = render(type, redirectTo, site, metadata)
        expect(email.subject, `${kind} ${JSON.stringify(metadata)}`).toBe(emailWording[kind].subject)
        expect(email.html).toContain('<html lang="en">')
      }
  })
})
