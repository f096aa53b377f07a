import * as v from 'valibot'
import { compareDates, parseLocalDate, type LocalDate } from './local-date.ts'
import type { Booking, BookingGuest, FamilyContact } from './booking.ts'
import { text } from './form-text.ts'
import type { Texts } from '../i18n/texts.ts'

/**
 * The guest-details form (SPEC §3 booking guest, §5): name, email and date of birth for everyone,
 * the passport fields where the lead booker rule applies. Rules the spec leaves open are ours
 * (docs/decisions/011-guest-details.md).
 */
export interface GuestFormContext {
  readonly passportRequired: boolean
  /** The booking's leaving date: a passport must still be valid then. */
  readonly leaving: string | null | undefined
  readonly today: LocalDate
}

export const guestFormFields = [
  'fullName',
  'email',
  'dateOfBirth',
  'passportName',
  'passportNumber',
  'passportNationality',
  'passportExpiry',
] as const
export type GuestField = (typeof guestFormFields)[number]
export type GuestFormValues = Partial<Record<GuestField, string>>
/** A guest's details as the form checked them (optional ones empty when not given). */
export type GuestDetails = v.InferOutput<ReturnType<typeof guestFormSchema>>

/** An optional date field (YYYY-MM-DD): a real date when given. */
const date = (notDate: string, notReal: string) =>
  v.pipe(
    text(10, notDate),
    v.check((value) => value === '' || parseLocalDate(value) !== undefined, notReal),
  )

/** The form's rules, with its sentences in the language of `t`. */
export function guestFormSchema(context: GuestFormContext, t: Texts) {
  const leaving = parseLocalDate(context.leaving)
  const passport = (rule: v.GenericSchema<string | undefined, string>, message: string) =>
    context.passportRequired
      ? v.pipe(
          rule,
          v.check((value: string) => value !== '', message),
        )
      : rule
  return v.object({
    fullName: v.pipe(text(100, t.advance_err_name_long()), v.nonEmpty(t.advance_err_guest_name_missing())),
    email: v.pipe(
      text(254, t.advance_err_email_long()),
      v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), t.advance_err_email_invalid()),
    ),
    dateOfBirth: v.pipe(
      date(t.advance_err_birth_not_date(), t.advance_err_birth_not_real()),
      v.check((value) => {
        const birth = parseLocalDate(value)
        return !birth || (compareDates(birth, context.today) <= 0 && birth.year >= 1900)
      }, t.advance_err_birth_future()),
    ),
    passportName: passport(text(100, t.advance_err_passport_name_long()), t.advance_err_passport_name_missing()),
    passportNumber: passport(
      v.pipe(
        text(20, t.advance_err_passport_number_long()),
        v.check((value) => value === '' || /^[A-Za-z0-9]{5,20}$/.test(value), t.advance_err_passport_number_shape()),
      ),
      t.advance_err_passport_number_missing(),
    ),
    passportNationality: passport(
      v.pipe(
        text(3, t.advance_err_passport_nationality_shape()),
        v.toUpperCase(),
        v.check((value) => value === '' || /^[A-Z]{3}$/.test(value), t.advance_err_passport_nationality_shape()),
      ),
      t.advance_err_passport_nationality_missing(),
    ),
    passportExpiry: passport(
      v.pipe(
        date(t.advance_err_expiry_not_date(), t.advance_err_expiry_not_real()),
        v.check((value) => {
          const expiry = parseLocalDate(value)
          return !expiry || !leaving || compareDates(expiry, leaving) > 0
        }, t.advance_err_expiry_before_leaving()),
      ),
      t.advance_err_expiry_missing(),
    ),
  })
}

const dateFields: ReadonlySet<GuestField> = new Set(['dateOfBirth', 'passportExpiry'])

/** The contacts of a booking's family groups: the booking system's records of the people. */
export const bookingContacts = (booking: Pick<Booking, 'accounts'>): FamilyContact[] =>
  booking.accounts.flatMap((account) => account.group?.contacts ?? [])

/** A booking's own label for a place rather than a person ("Adult 1", "Child 2"): no name to offer. */
const placeholderLabel = /^(adult|child|infant|baby|toddler|teen|guest)\s*\d*$/i

/**
 * The name the booking system already knows for a guest who has given none: their contact's first and last name, else
 * the booking's label for them unless it is a placeholder such as "Adult 1". Offered in the form so that confirming
 * it is one click, never saved on its own.
 * @example knownName({ contactId: 'c', label: 'Adult 6' }, [{ id: 'c', firstName: 'Finn', lastName: 'Bennett' }]) // 'Finn Bennett'
 */
export function knownName(
  guest: Pick<BookingGuest, 'contactId' | 'label'>,
  contacts: readonly Pick<FamilyContact, 'id' | 'firstName' | 'lastName'>[],
): string | undefined {
  const contact = contacts.find((c) => !!guest.contactId && c.id.toLowerCase() === guest.contactId.toLowerCase())
  const contactName = [contact?.firstName?.trim(), contact?.lastName?.trim()].filter(Boolean).join(' ')
  if (contactName) return contactName
  const label = guest.label?.trim()
  return label && !placeholderLabel.test(label) ? label : undefined
}

/**
 * A guest's current details as the form shows them (dates as YYYY-MM-DD); a guest without a name gets the one the
 * booking system knows (knownName), so nobody types again what the resort already has.
 */
export function guestFormValues(guest: BookingGuest, contacts: readonly FamilyContact[] = []): GuestFormValues {
  const values: GuestFormValues = {}
  for (const field of guestFormFields) {
    const value = guest[field]
    if (value) values[field] = dateFields.has(field) ? value.slice(0, 10) : value
  }
  if (!values.fullName?.trim()) {
    const name = knownName(guest, contacts)
    if (name) values.fullName = name
  }
  return values
}
