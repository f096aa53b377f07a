import * as v from 'valibot'
import type { Texts } from '../../i18n/texts.ts'
import { minPasswordLength } from './auth-messages.ts'
import { perLanguage } from '../../domain/per-language.ts'

/**
 * Field rules for the sign-in area's forms (SPEC §5 leaves them open: decided in
 * docs/decisions/002-login-steps.md). Limits keep hostile input small and clear. Their sentences are in the guest's
 * language: `authForms(t)` builds the schemas once per language.
 */
function build(t: Texts) {
  const emailRules = [
    v.trim(),
    v.nonEmpty<string, string>(t.auth_email_missing()),
    v.maxLength<string, 254, string>(254, t.auth_email_too_long()),
    v.email<string, string>(t.auth_email_invalid()),
  ] as const

  // Missing fields read as empty, so they get the same clear sentence as blank ones.
  const email = v.pipe(v.optional(v.string(t.auth_email_missing()), ''), ...emailRules)

  const tooLong = t.auth_password_too_long({ max: 128 })
  const currentPassword = v.pipe(v.string(), v.maxLength(128, tooLong))

  const newPassword = v.pipe(
    v.optional(v.string(t.auth_password_missing()), ''),
    v.minLength(minPasswordLength, t.auth_password_too_short({ min: minPasswordLength })),
    v.maxLength(128, tooLong),
  )

  const differ = t.auth_passwords_differ()

  return {
    /** Sign-in: empty email or password gives the auth client's own sentence (SPEC §5). */
    SignInForm: v.pipe(
      v.object({ email: v.optional(v.string(), ''), password: v.optional(currentPassword, '') }),
      v.check((f) => f.email.trim() !== '' && f.password !== '', t.auth_missing_credentials()),
      v.object({ email: v.pipe(v.string(), ...emailRules), password: currentPassword }),
    ),

    EmailForm: v.object({ email }),

    /**
     * Asking for a sign-in code (decision 028): the address, and whether it was asked again from the code entry
     * page, where the guest then stays, with the code field, whatever the answer.
     */
    CodeRequestForm: v.object({
      email,
      again: v.optional(v.picklist(['1'], t.auth_send_from_page())),
    }),

    NewPasswordForm: v.pipe(
      v.object({ password: newPassword, confirm: v.optional(v.string(), '') }),
      v.forward(
        v.check((f) => f.password === f.confirm, differ),
        ['confirm'],
      ),
    ),

    ChangePasswordForm: v.pipe(
      v.object({
        current: v.pipe(v.optional(currentPassword, ''), v.nonEmpty(t.auth_current_password_missing())),
        password: newPassword,
        confirm: v.optional(v.string(), ''),
      }),
      v.forward(
        v.check((f) => f.password === f.confirm, differ),
        ['confirm'],
      ),
    ),
  }
}

export type AuthForms = ReturnType<typeof build>

/**
 * The sign-in area's form schemas, with their sentences in the language of `t` (built once per language).
 * @example const form = await readForm(c, authForms(c.get('texts')).EmailForm)
 */
export const authForms: (t: Texts) => AuthForms = perLanguage(build)
