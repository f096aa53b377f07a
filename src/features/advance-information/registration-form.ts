/** The resort's check-in registration form (docs/advance-information.md). */
import * as v from 'valibot'
import { required, text } from '../../domain/form-text.ts'
import { requiredDate } from './advance-forms.ts'
import { compareDates, parseLocalDate, type LocalDate } from '../../domain/local-date.ts'
import type { Texts } from '../../i18n/texts.ts'

const phone = /^\+?[0-9 ()-]{7,19}$/

/** The resort's check-in registration (docs/advance-information.md), its sentences in the language of `t`. */
export function registrationForm(today: LocalDate, t: Texts) {
  return v.object({
    fullName: required(100, t.advance_err_registrant_missing(), t.advance_err_name_long()),
    dateOfBirth: v.pipe(
      requiredDate(
        t.advance_err_birth_missing(),
        t.advance_err_birth_date_not_date(),
        t.advance_err_birth_date_not_real(),
      ),
      v.check((value) => {
        const birth = parseLocalDate(value)
        return !birth || (compareDates(birth, today) < 0 && birth.year >= 1900)
      }, t.advance_err_birth_future()),
    ),
    nationality: v.pipe(
      required(3, t.advance_err_nationality_missing(), t.advance_err_nationality_shape()),
      v.toUpperCase(),
      v.regex(/^[A-Z]{3}$/, t.advance_err_nationality_shape()),
    ),
    documentNumber: v.pipe(
      required(20, t.advance_err_document_missing(), t.advance_err_document_long()),
      v.regex(/^[A-Za-z0-9]{5,20}$/, t.advance_err_document_shape()),
    ),
    mobilePhone: v.pipe(
      required(20, t.advance_err_mobile_missing(), t.advance_err_phone_long()),
      v.regex(phone, t.advance_err_phone_shape()),
    ),
    emergencyContactName: required(100, t.advance_err_emergency_name_missing(), t.advance_err_name_long()),
    emergencyContactPhone: v.pipe(
      required(20, t.advance_err_emergency_phone_missing(), t.advance_err_phone_long()),
      v.regex(phone, t.advance_err_phone_shape()),
    ),
    arrivalTime: v.pipe(
      text(5, t.advance_err_arrival_time_long()),
      v.check((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), t.advance_err_arrival_time_shape()),
    ),
    notes: text(500, t.advance_err_notes_long()),
  })
}
export type RegistrationValues = v.InferOutput<ReturnType<typeof registrationForm>>
