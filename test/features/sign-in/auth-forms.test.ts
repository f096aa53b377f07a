import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { authForms } from '../../../src/features/sign-in/auth-forms.ts'
import { fieldErrors } from '../../../src/domain/field-errors.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const { ChangePasswordForm, EmailForm, NewPasswordForm, SignInForm } = authForms(textsFor('en-GB'))

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

describe('SignInForm', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(v.parse(SignInForm, { email: ' a@b.co ', password: ' pw ' })).toEqual({ email: 'a@b.co', password: ' pw ' })
  })
  it("answers empty fields with the auth client's sentence", () => {
    for (const input of [{}, { email: 'a@b.co' }, { password: 'x' }, { email: ' ', password: 'x' }]) {
      expect(errorsOf(SignInForm, input)['']).toBe('You must provide either an email or phone number and a password')
    }
  })
  it('refuses a malformed or huge email and a huge password', () => {
    expect(errorsOf(SignInForm, { email: 'nope', password: 'x' }).email).toMatch(/valid email/)
    expect(errorsOf(SignInForm, { email: `${'a'.repeat(250)}@b.co`, password: 'x' }).email).toMatch(/too long/)
    expect(errorsOf(SignInForm, { email: 'a@b.co', password: 'x'.repeat(129) }).password).toMatch(/too long/)
  })
})

describe('password forms', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(errorsOf(NewPasswordForm, { password: 'short', confirm: 'short' }).password).toMatch(/at least 8/)
    expect(errorsOf(NewPasswordForm, { password: 'Longer-2026', confirm: 'Longer-2027' }).confirm).toBe(
      'The two passwords do not match.',
    )
    expect(v.parse(NewPasswordForm, { password: 'Longer-2026', confirm: 'Longer-2026' }).password).toBe('Longer-2026')
  })
  it('asks for the current password when changing it', () => {
    expect(
      errorsOf(ChangePasswordForm, { current: '', password: 'Longer-2026', confirm: 'Longer-2026' }).current,
    ).toMatch(/current password/)
  })
  it('checks an email form', () => {
    expect(errorsOf(EmailForm, {}).email).toMatch(/enter your email/)
  })
})
