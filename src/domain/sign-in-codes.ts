import * as v from 'valibot'

/**
 * Signing in with an emailed code (decision 028). The auth service sends and checks the code;
 * these are the portal's own rules around it, the same for every address whether or not it has
 * an account, so no answer reveals who has one.
 */
export const codeRules = {
  /** Wrong codes allowed per code sent. */
  tries: 5,
  /** How long a code lives (the auth service's email OTP expiry, an hour). */
  lifetimeMs: 60 * 60_000,
  /** How long before another code may be asked for the same address (the auth service's own is 60 s). */
  cooldownMs: 60_000,
} as const

/** What the portal remembers of the last code asked for an address. */
export interface CodeRecord {
  readonly requestedAt: number
  readonly wrongTries: number
  /** Codes sent to the address while the last one lives (absent in records from before it was counted: one). */
  readonly sent?: number
}

/** The record once a new code has gone out: its tries afresh, and counted with the codes still alive. */
export function afterCodeSent(previous: CodeRecord | undefined, now: number): CodeRecord {
  const alive = previous !== undefined && now - previous.requestedAt <= codeRules.lifetimeMs
  return { requestedAt: now, wrongTries: 0, sent: alive ? (previous.sent ?? 1) + 1 : 1 }
}

/** Whether a new code may be asked for now, or in how many seconds. */
export function mayRequestCode(
  record: CodeRecord | undefined,
  now: number,
): { readonly ok: true } | { readonly ok: false; readonly waitSeconds: number } {
  if (!record) return { ok: true }
  const wait = record.requestedAt + codeRules.cooldownMs - now
  return wait > 0 ? { ok: false, waitSeconds: Math.ceil(wait / 1000) } : { ok: true }
}

export type CodeCheck = 'none' | 'expired' | 'used-up' | 'try'

/** Whether a typed code is worth sending to the auth service at all. */
export function checkBeforeVerifying(record: CodeRecord | undefined, now: number): CodeCheck {
  if (!record) return 'none'
  if (now - record.requestedAt > codeRules.lifetimeMs) return 'expired'
  if (record.wrongTries >= codeRules.tries) return 'used-up'
  return 'try'
}

/** The record after a wrong code, and how many tries are left. */
export function afterWrongCode(record: CodeRecord): { readonly record: CodeRecord; readonly triesLeft: number } {
  const wrongTries = record.wrongTries + 1
  return { record: { ...record, wrongTries }, triesLeft: Math.max(0, codeRules.tries - wrongTries) }
}

/** The sentences guests read (one place, so they stay neutral about who has an account). */
export const codeMessages = {
  sent: "If there is an account for that email, we've sent it a sign-in code. It can take a minute to arrive; check your spam folder too.",
  wait: (seconds: number) => `You can ask for a new code in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  busy: 'Too many codes were asked for just now. Please try again in a few minutes.',
  none: 'That code has expired or has already been used. Please ask for a new one.',
  expired: 'That code has expired: codes last an hour. Please ask for a new one.',
  usedUp: 'That code has had too many wrong tries. Please ask for a new one.',
  wrong: (triesLeft: number, newerSent = false) => {
    const left =
      triesLeft > 0
        ? `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
        : 'That code is not right, and that was the last try. Please ask for a new code.'
    // The auth service cannot tell an older code from a mistyped one: after a resend, say which one works.
    return newerSent ? `${left} We sent you a newer code: only the code in the latest email works.` : left
  },
  resent: "We've sent you a new code. Only the newest code works: use the one in the latest email.",
} as const

/** The code form: the address the code went to, and six digits (spaces people type are dropped). */
export const CodeForm = v.object({
  email: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty('Please ask for a code first.'),
    v.maxLength(254, 'That email address is too long.'),
    v.email('Please ask for a code first.'),
  ),
  code: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.replace(/\s+/g, '')),
    v.nonEmpty('Please enter the six-digit code from the email.'),
    v.regex(/^\d{6}$/, 'A sign-in code is six digits, like 123456.'),
  ),
})
