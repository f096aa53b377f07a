/** The resort's check-in registration form (docs/advance-information.md). */
import * as v from 'valibot'
import { date, required, text } from './form-text.ts'
import { compareDates, parseLocalDate, type LocalDate } from './local-date.ts'

/** The date sentences in English, until this form's words are in the catalogue (form-text's `date` takes them). */
const dateSentences = (label: string) => ({
  missing: `Please enter the ${label} date.`,
  notADate: `Please enter the ${label} date as a date.`,
  notReal: `Please enter the ${label} date as a real date.`,
})

/** The resort's check-in registration (docs/advance-information.md). */
export function registrationForm(today: LocalDate) {
  return v.object({
    fullName: required(
      100,
      'Please enter the full name of the person registering.',
      'Please keep the name to 100 characters.',
    ),
    dateOfBirth: v.pipe(
      date(dateSentences('birth')),
      v.check((value) => {
        const birth = parseLocalDate(value)
        return !birth || (compareDates(birth, today) < 0 && birth.year >= 1900)
      }, 'The date of birth must be in the past.'),
    ),
    nationality: v.pipe(
      required(
        3,
        'Please enter your nationality as a three-letter code, such as GBR.',
        'Please use a three-letter code, such as GBR.',
      ),
      v.toUpperCase(),
      v.regex(/^[A-Z]{3}$/, 'Please use a three-letter code, such as GBR.'),
    ),
    documentNumber: v.pipe(
      required(20, 'Please enter your passport or ID card number.', 'A document number has at most 20 characters.'),
      v.regex(/^[A-Za-z0-9]{5,20}$/, 'A document number has 5 to 20 letters and digits, without spaces.'),
    ),
    mobilePhone: v.pipe(
      required(
        20,
        'Please enter a mobile number we can reach you on at the resort.',
        'A phone number has at most 20 characters.',
      ),
      v.regex(/^\+?[0-9 ()-]{7,19}$/, 'Please enter a phone number, like +44 7700 900123.'),
    ),
    emergencyContactName: required(
      100,
      'Please enter someone we can contact in an emergency.',
      'Please keep the name to 100 characters.',
    ),
    emergencyContactPhone: v.pipe(
      required(20, 'Please enter their phone number.', 'A phone number has at most 20 characters.'),
      v.regex(/^\+?[0-9 ()-]{7,19}$/, 'Please enter a phone number, like +44 7700 900123.'),
    ),
    arrivalTime: v.pipe(
      text(5, 'Please enter a time like 16:00.'),
      v.check(
        (value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
        'Please enter a time like 16:00 (24-hour clock).',
      ),
    ),
    notes: text(500, 'Please keep notes to 500 characters.'),
  })
}
export type RegistrationValues = v.InferOutput<ReturnType<typeof registrationForm>>
