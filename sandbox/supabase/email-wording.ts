// The words of the emails the auth service sends for the portal: the sandbox writes them, and the real
// project's templates (supabase/templates/, pushed by `supabase config push`) say the same, which
// test/supabase/email-templates.test.ts holds them to (decision 039).
import type { EmailType } from './one-time-tokens.ts'

/** What an email is for: GoTrue's type, with its one recovery email split in two by where its link returns. */
export type EmailKind = 'setup' | 'reset' | 'signup' | 'magiclink' | 'invite'

export interface EmailWording {
  readonly subject: string
  /** The first sentence; the code email adds its code to it. */
  readonly opening: string
  /** What the code email says of its link, which signs in only where the code was asked for (PKCE). */
  readonly linkNote?: string
  /** The link's words. */
  readonly action: string
  readonly closing: string
}

/**
 * Only the sign-in code email offers a code: it is the one a page takes (`/account/login/enter-code`,
 * decision 028). Password, confirmation and invitation links are followed, never typed.
 */
export const emailWording: Readonly<Record<EmailKind, EmailWording>> = {
  setup: {
    subject: 'Set up your password',
    opening: 'Here is the link to set up a password for your Guest Hub account.',
    action: 'Set up your password',
    closing: 'The link works once, for one hour. If you did not ask for it, you can ignore this email.',
  },
  reset: {
    subject: 'Reset your password',
    opening: 'Someone asked to reset the password of your Guest Hub account.',
    action: 'Choose a new password',
    closing:
      'The link works once, for one hour. If you did not ask for it, you can ignore this email: your password stays as it is.',
  },
  signup: {
    subject: 'Confirm your email address',
    opening: 'Please confirm that this is the email address of your Guest Hub account.',
    action: 'Confirm your email address',
    closing: 'The link works once, for one hour. If you did not ask for it, you can ignore this email.',
  },
  magiclink: {
    subject: 'Your sign-in code',
    opening: 'Enter this code on the sign-in page to sign in to your Guest Hub:',
    linkNote: 'The link below also signs you in, in the browser where you asked for the code.',
    action: 'Sign in',
    closing: 'The code and the link work once, for one hour. If you did not ask for them, you can ignore this email.',
  },
  invite: {
    subject: 'You are invited to the Guest Hub',
    opening: 'You have been invited to see your holiday booking in the Guest Hub.',
    action: 'Accept the invitation',
    closing:
      'The link works once. Opened more than an hour after it was sent, it emails you a fresh one, for up to 7 days. If you were not expecting it, you can ignore this email.',
  },
}

/**
 * An invitation's first sentence when the portal gave who invited and to which holiday (issue 38, item 12): the
 * invitee's metadata (`inviter_name`, `holiday_villa`, `holiday_dates`), as the template reads `.Data`; the general
 * sentence when any is missing.
 */
export function inviteOpening(metadata: Readonly<Record<string, unknown>>): string {
  const [inviter, villa, dates] = [metadata.inviter_name, metadata.holiday_villa, metadata.holiday_dates]
  return typeof inviter === 'string' &&
    inviter &&
    typeof villa === 'string' &&
    villa &&
    typeof dates === 'string' &&
    dates
    ? `${inviter} has invited you to see your holiday at ${villa}, ${dates}, in the Guest Hub.`
    : emailWording.invite.opening
}

/**
 * Where the portal's "Set up your password" link returns (src/routes/account/forgot-password.tsx sends
 * both password links through GoTrue's one recovery email, `redirect_to` telling them apart). The real
 * template compares `{{ .RedirectTo }}` with `{{ .SiteURL }}` and this, with or without a slash between.
 */
export const setupReturnPath = 'account/confirm?next=%2Faccount%2Fupdate-password'

/** Which email GoTrue sends: a recovery email is the set-up one when its link returns to the set-up step. */
export function emailKind(type: EmailType, redirectTo: string | null, siteUrl: string): EmailKind {
  if (type !== 'recovery') return type
  const setup = [`${siteUrl}/${setupReturnPath}`, `${siteUrl}${setupReturnPath}`]
  return redirectTo !== null && setup.includes(redirectTo) ? 'setup' : 'reset'
}
