import * as v from 'valibot'
import type { Texts } from '../../i18n/texts.ts'
import { perLanguage } from '../../domain/per-language.ts'
import { codeRules, type CodeRecord } from '../../domain/sign-in-code-record.ts'

// Signing in with an emailed code (decision 028). The auth service sends and checks the code;
// these are the portal's own rules around it, the same for every address whether or not it has
// an account, so no answer reveals who has one.

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

/** The sentences guests read, in the language of `t` (one place, so they stay neutral about who has an account). */
export function codeMessages(t: Texts) {
  return {
    wait: (seconds: number) => t.auth_code_wait({ count: seconds }),
    busy: t.auth_code_busy(),
    none: t.auth_code_none(),
    expired: t.auth_code_expired(),
    usedUp: t.auth_code_used_up(),
    wrong: (triesLeft: number, newerSent = false) => {
      const left = triesLeft > 0 ? t.auth_code_wrong({ count: triesLeft }) : t.auth_code_wrong_last()
      // The auth service cannot tell an older code from a mistyped one: after a resend, say which one works.
      return newerSent ? `${left} ${t.auth_code_newer_sent()}` : left
    },
    resent: t.auth_code_resent(),
  } as const
}

function buildCodeForm(t: Texts) {
  return v.object({
    email: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(t.auth_code_ask_first()),
      v.maxLength(254, t.auth_email_too_long()),
      v.email(t.auth_code_ask_first()),
    ),
    code: v.pipe(
      v.optional(v.string(), ''),
      v.transform((value) => value.replace(/\s+/g, '')),
      v.nonEmpty(t.auth_code_missing()),
      v.regex(/^\d{6}$/, t.auth_code_six_digits()),
    ),
  })
}

/**
 * The code form: the address the code went to, and six digits (spaces people type are dropped), with its sentences
 * in the language of `t` (built once per language).
 */
export const codeForm = perLanguage(buildCodeForm)
