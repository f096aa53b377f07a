// What a guest chooses of an offer (issue 40), checked against the offer and the booking: a day of the stay, a
// quantity, and which guests. Anything else in the form is ignored; anything out of range is refused.
import * as v from 'valibot'
import { addDays, compareDates, formatLocalDate, parseLocalDate } from '../../domain/local-date.ts'
import type { Offer } from '../../domain/offers.ts'
import type { Choice } from './price.ts'
import type { StayDates } from './rules.ts'

/** Which field is wrong, for the form to mark. */
export type ChoiceField = 'day' | 'quantity' | 'guests'

export type ChoiceResult =
  | { readonly ok: true; readonly choice: Choice }
  | { readonly ok: false; readonly field: ChoiceField; readonly problem: 'missing' | 'outOfRange' }

const text = v.optional(v.pipe(v.string(), v.trim()))
const ChoiceForm = v.object({
  day: text,
  quantity: text,
  guests: v.optional(v.union([v.string(), v.array(v.string())])),
})

/**
 * Reads a choice from a form or query (strings, `guests` repeated): the day must be a night of the stay, the quantity
 * a whole number from 1 to the offer's most, the guests a non-empty set of the booking's own. What the offer does not
 * ask for is left out, so a tampered extra field changes nothing.
 */
export function readChoice(
  offer: Offer,
  stay: StayDates,
  bookingGuestIds: readonly string[],
  input: Record<string, unknown>,
): ChoiceResult {
  const form = v.safeParse(ChoiceForm, input)
  if (!form.success) return { ok: false, field: 'quantity', problem: 'outOfRange' }
  const { day, quantity, guests } = form.output
  let chosenDay: string | undefined
  if (offer.choose.day) {
    const date = parseLocalDate(day)
    if (!day) return { ok: false, field: 'day', problem: 'missing' }
    if (!date || day.length !== 10) return { ok: false, field: 'day', problem: 'outOfRange' }
    if (compareDates(date, stay.arrival) < 0 || compareDates(date, addDays(stay.leaving, -1)) > 0)
      return { ok: false, field: 'day', problem: 'outOfRange' }
    chosenDay = formatLocalDate(date)
  }
  let count = 1
  if (offer.choose.maxQuantity > 1) {
    if (!quantity) return { ok: false, field: 'quantity', problem: 'missing' }
    count = /^\d{1,3}$/.test(quantity) ? Number(quantity) : Number.NaN
    if (!(count >= 1 && count <= offer.choose.maxQuantity))
      return { ok: false, field: 'quantity', problem: 'outOfRange' }
  }
  let guestIds: string[] = []
  if (offer.choose.guests) {
    const ids = [...new Set((typeof guests === 'string' ? [guests] : (guests ?? [])).map((id) => id.toLowerCase()))]
    if (ids.length === 0) return { ok: false, field: 'guests', problem: 'missing' }
    const known = new Set(bookingGuestIds.map((id) => id.toLowerCase()))
    if (!ids.every((id) => known.has(id))) return { ok: false, field: 'guests', problem: 'outOfRange' }
    guestIds = bookingGuestIds.map((id) => id.toLowerCase()).filter((id) => ids.includes(id))
  }
  return { ok: true, choice: { day: chosenDay, quantity: count, guestIds } }
}

/** A choice as query parameters, for the review page's address (post/redirect/get) and its pay form. */
export function choiceParams(choice: Choice): URLSearchParams {
  const params = new URLSearchParams()
  if (choice.day) params.set('day', choice.day)
  params.set('quantity', String(choice.quantity))
  for (const id of choice.guestIds) params.append('guests', id)
  return params
}
