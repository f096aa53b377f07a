// The sign-in area's rules in the guest's language (issue 29): plurals by each language's rules, lists of advice
// with the language's own separator, and the form checks' sentences.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { authForms } from '../../../src/features/sign-in/auth-forms.ts'
import { fieldErrors } from '../../../src/domain/field-errors.ts'
import { authFailureMessage } from '../../../src/features/sign-in/auth-messages.ts'
import { codeForm, codeMessages } from '../../../src/features/sign-in/sign-in-codes.ts'
import { limits } from '../../../src/domain/limits.ts'
import { locales } from '../../../src/domain/locale.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

describe('sign-in code sentences', () => {
  it('count seconds and tries by German rules', () => {
    const de = codeMessages(textsFor('de'))
    expect(de.wait(1)).toBe('Sie können in 1 Sekunde einen neuen Code anfordern.')
    expect(de.wait(40)).toBe('Sie können in 40 Sekunden einen neuen Code anfordern.')
    expect(de.wrong(1)).toBe('Dieser Code stimmt nicht. Sie haben noch 1 Versuch.')
    expect(de.wrong(3, true)).toBe(
      'Dieser Code stimmt nicht. Sie haben noch 3 Versuche. Wir haben Ihnen einen neueren Code gesendet: Nur der Code aus der neuesten E-Mail gilt.',
    )
  })

  it('count tries by Arabic rules: one, two, a few, many', () => {
    const ar = codeMessages(textsFor('ar'))
    expect(ar.wrong(1)).toBe('هذا الرمز غير صحيح. تبقّت لك محاولة واحدة.')
    expect(ar.wrong(2)).toBe('هذا الرمز غير صحيح. تبقّت لك محاولتان.')
    expect(ar.wrong(4)).toBe('هذا الرمز غير صحيح. تبقّت لك 4 محاولات.')
    expect(ar.wrong(11)).toBe('هذا الرمز غير صحيح. تبقّت لك 11 محاولة.')
    expect(ar.wrong(0)).toContain('كانت هذه المحاولة الأخيرة')
    expect(ar.wait(2)).toBe('يمكنك طلب رمز جديد بعد ثانيتين.')
  })

  it('check the code form in French', () => {
    const issue = v.safeParse(codeForm(textsFor('fr')), { email: 'a@example.com', code: '12' }).issues?.[0]?.message
    expect(issue).toBe('Un code de connexion comporte six chiffres, par exemple 123456.')
  })
})

describe('the auth service’s answers', () => {
  it('list what a weak password lacks with the language’s own separator', () => {
    const failure = { code: 'weak_password', status: 422, retryable: false, reasons: ['length', 'pwned'] }
    expect(authFailureMessage(failure, 'password', textsFor('ar'))).toBe(
      'كلمة المرور هذه ضعيفة جدًا: استخدم 8 أحرف على الأقل؛ اختر كلمة لم تظهر في أي تسريب بيانات معروف.',
    )
    expect(authFailureMessage(failure, 'password', textsFor('en-GB'))).toBe(
      'That password is too weak: use at least 8 characters; choose one that has not appeared in a known data breach.',
    )
  })

  it('fall back to the screen’s sentence in Spanish', () => {
    expect(authFailureMessage({ retryable: false }, 'email', textsFor('es'))).toBe(
      'No hemos podido enviar el correo. Inténtalo de nuevo.',
    )
  })
})

describe('the sign-in forms', () => {
  it('check in the guest’s language, built once per language', () => {
    const errors = (locale: 'de' | 'fr') => {
      const result = v.safeParse(authForms(textsFor(locale)).NewPasswordForm, { password: 'short', confirm: 'other' })
      return result.success ? {} : fieldErrors(result.issues)
    }
    expect(errors('de').password).toBe('Bitte wählen Sie ein Passwort mit mindestens 8 Zeichen.')
    expect(errors('fr').password).toBe("Veuillez choisir un mot de passe d'au moins 8 caractères.")
    expect(authForms(textsFor('de'))).toBe(authForms(textsFor('de')))
  })
})

describe('the limits’ sentences', () => {
  it('end a thought in every language', () => {
    for (const locale of locales)
      for (const row of Object.values(limits)) {
        const sentence = textsFor(locale)[row.message]()
        expect(sentence, `${locale} ${row.binding}`).toMatch(/[.!]$/)
      }
  })
})
