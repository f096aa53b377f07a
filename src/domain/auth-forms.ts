import * as v from 'valibot'
import { minPasswordLength, missingCredentialsMessage } from './auth-messages.ts'

/**
 * Field rules for the sign-in area's forms (SPEC §5 leaves them open: decided in
 * docs/decisions/002-login-steps.md). Limits keep hostile input small and clear.
 */
const emailRules = [
  v.trim(),
  v.nonEmpty<string, string>('Please enter your email address.'),
  v.maxLength<string, 254, string>(254, 'That email address is too long.'),
  v.email<string, string>('Please enter a valid email address, like name@example.com.'),
] as const

// Missing fields read as empty, so they get the same clear sentence as blank ones.
const email = v.pipe(v.optional(v.string('Please enter your email address.'), ''), ...emailRules)

const currentPassword = v.pipe(v.string(), v.maxLength(128, 'That password is too long (128 characters at most).'))

const newPassword = v.pipe(
  v.optional(v.string('Please choose a password.'), ''),
  v.minLength(minPasswordLength, `Please choose a password of at least ${minPasswordLength} characters.`),
  v.maxLength(128, 'That password is too long (128 characters at most).'),
)

/** Sign-in: empty email or password gives the auth client's own sentence (SPEC §5). */
export const SignInForm = v.pipe(
  v.object({ email: v.optional(v.string(), ''), password: v.optional(currentPassword, '') }),
  v.check((f) => f.email.trim() !== '' && f.password !== '', missingCredentialsMessage),
  v.object({ email: v.pipe(v.string(), ...emailRules), password: currentPassword }),
)

export const EmailForm = v.object({ email })

/**
 * Asking for a sign-in code (decision 028): the address, and whether it was asked again from the code entry page,
 * where the guest then stays, with the code field, whatever the answer.
 */
export const CodeRequestForm = v.object({
  email,
  again: v.optional(v.picklist(['1'], 'Please send the form from the page.')),
})

export const NewPasswordForm = v.pipe(
  v.object({ password: newPassword, confirm: v.optional(v.string(), '') }),
  v.forward(
    v.check((f) => f.password === f.confirm, 'The two passwords do not match.'),
    ['confirm'],
  ),
)

export const ChangePasswordForm = v.pipe(
  v.object({
    current: v.pipe(v.optional(currentPassword, ''), v.nonEmpty('Please enter your current password.')),
    password: newPassword,
    confirm: v.optional(v.string(), ''),
  }),
  v.forward(
    v.check((f) => f.password === f.confirm, 'The two passwords do not match.'),
    ['confirm'],
  ),
)

export type FieldErrors = Partial<Record<string, string>>

/** Turns valibot issues into one message per field (the first), plus '' for form-level ones. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? ''
    errors[key] ??= issue.message
  }
  return errors
}
