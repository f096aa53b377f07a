/**
 * The portal's limits against abuse (decision 034): one row per Workers Rate Limiting binding. The
 * numbers here and in wrangler.toml must agree (`npm run deploy:check` and a unit test compare them).
 * Windows are 10 or 60 seconds: the binding offers no others.
 */
import type { PlainTextKey } from '../i18n/texts.ts'

export type KeyKind = 'ip' | 'email' | 'booking' | 'guest'

export interface LimitRow {
  /** The binding's name in wrangler.toml. */
  readonly binding: `LIMIT_${string}`
  /** What one request of this kind is, in operators' words. */
  readonly counts: string
  readonly limit: number
  readonly period: 10 | 60
  /** What a request is counted by. */
  readonly key: KeyKind
  /** The message the guest reads when it is spent; an email row words it the same for every address. */
  readonly message: PlainTextKey
}

export const limits = {
  signInPerIp: {
    binding: 'LIMIT_SIGN_IN_PER_IP',
    counts: 'password and sign-in code attempts from one network address',
    limit: 30,
    period: 60,
    key: 'ip',
    message: 'auth_limit_sign_in_ip',
  },
  signInPerEmail: {
    binding: 'LIMIT_SIGN_IN_PER_EMAIL',
    counts: 'password and sign-in code attempts for one email address',
    limit: 10,
    period: 60,
    key: 'email',
    message: 'auth_limit_sign_in_email',
  },
  emailRequestsPerIp: {
    binding: 'LIMIT_EMAIL_REQUESTS_PER_IP',
    counts: 'password-link, confirmation-link and sign-in code requests from one network address',
    limit: 10,
    period: 60,
    key: 'ip',
    message: 'auth_limit_email_requests_ip',
  },
  linkEmailsPerEmail: {
    binding: 'LIMIT_LINK_EMAILS_PER_EMAIL',
    counts: 'password-link and confirmation-link requests for one email address',
    limit: 3,
    period: 60,
    key: 'email',
    message: 'auth_limit_link_emails',
  },
  codeEmailsPerEmail: {
    binding: 'LIMIT_CODE_EMAILS_PER_EMAIL',
    counts: 'sign-in code requests for one email address',
    limit: 2,
    period: 60,
    key: 'email',
    message: 'auth_limit_code_emails',
  },
  monitoringPerIp: {
    binding: 'LIMIT_MONITORING_PER_IP',
    counts: 'browser monitoring events from one network address',
    limit: 100,
    period: 10,
    key: 'ip',
    message: 'auth_limit_monitoring',
  },
  invitationsPerBooking: {
    binding: 'LIMIT_INVITATIONS_PER_BOOKING',
    counts: 'invitation emails for one booking',
    limit: 5,
    period: 60,
    key: 'booking',
    message: 'auth_limit_invitations',
  },
  messagesPerGuest: {
    binding: 'LIMIT_MESSAGES_PER_GUEST',
    counts: 'messages to the resort from one guest (issue 42)',
    limit: 20,
    period: 60,
    key: 'guest',
    message: 'messages_limit',
  },
} as const satisfies Record<string, LimitRow>

export type LimitName = keyof typeof limits
export type LimitBinding = (typeof limits)[LimitName]['binding']

/** What each limited action is counted against, in order: the first spent row refuses it. */
export const limitedActions = {
  signIn: ['signInPerIp', 'signInPerEmail'],
  passwordLink: ['emailRequestsPerIp', 'linkEmailsPerEmail'],
  confirmationLink: ['emailRequestsPerIp', 'linkEmailsPerEmail'],
  signInCode: ['emailRequestsPerIp', 'codeEmailsPerEmail'],
  monitoringEvent: ['monitoringPerIp'],
  invitation: ['invitationsPerBooking'],
  message: ['messagesPerGuest'],
} as const satisfies Record<string, readonly LimitName[]>

export type LimitedAction = keyof typeof limitedActions

/**
 * The key a client address is counted by. An IPv6 address counts as its /64, the block one
 * subscriber gets, so rotating through it buys nothing; no address (never on Cloudflare) shares one key.
 *
 * @example clientAddressKey('2001:db8:1:2:3:4:5:6') // 'ip6:2001:db8:1:2'
 */
export function clientAddressKey(address: string | undefined): string {
  const ip = address?.trim().toLowerCase()
  if (!ip) return 'ip:unknown'
  const v4 = ip.match(/^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/)
  if (v4) return `ip4:${v4[1]}`
  const [head = '', tail = ''] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `ip6:${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}`
}

/** An email address as it is counted: trimmed and lower-cased, so case tricks buy nothing. */
export const emailKey = (email: string) => email.trim().toLowerCase()

/** What `wrangler.toml` declares for one rate limit binding (as wrangler reads it). */
export interface DeclaredLimit {
  readonly name: string
  readonly namespace_id: string
  readonly simple: { readonly limit: number; readonly period: number }
}

/** What is wrong with an environment's `[[ratelimits]]` against the table: missing, different, or sharing a namespace. */
export function limitDeclarationProblems(declared: readonly DeclaredLimit[]): string[] {
  const problems: string[] = []
  const byName = new Map(declared.map((d) => [d.name, d]))
  for (const row of Object.values(limits) as LimitRow[]) {
    const found = byName.get(row.binding)
    if (!found) problems.push(`rate limit ${row.binding} is missing (${row.limit} per ${row.period} s)`)
    else if (found.simple.limit !== row.limit || found.simple.period !== row.period)
      problems.push(
        `rate limit ${row.binding} is ${found.simple.limit} per ${found.simple.period} s; src/domain/limits.ts says ${row.limit} per ${row.period} s`,
      )
  }
  const namespaces = declared.map((d) => d.namespace_id)
  for (const id of new Set(namespaces.filter((id, i) => namespaces.indexOf(id) !== i)))
    problems.push(`rate limit namespace_id ${id} is used by more than one binding: they would share counters`)
  return problems
}
