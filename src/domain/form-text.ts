import * as v from 'valibot'
import { parseLocalDate } from './local-date.ts'

/** A trimmed text field, '' when absent, with a length limit and its sentence. */
export const text = (max: number, tooLong: string) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, tooLong))

/** A trimmed text field that must not be empty. */
export const required = (max: number, missing: string, tooLong: string) =>
  v.pipe(text(max, tooLong), v.nonEmpty(missing))

/** What a date field says, in the guest's language: nothing entered, not written as a date, not a real day. */
export interface DateSentences {
  readonly missing: string
  readonly notADate: string
  readonly notReal: string
}

/**
 * A required date field (YYYY-MM-DD) that must be a real date, with the caller's sentences.
 * @example date({ missing: t.flight_arrival_date_missing(), notADate: …, notReal: … })
 */
export const date = ({ missing, notADate, notReal }: DateSentences) =>
  v.pipe(
    required(10, missing, notADate),
    v.check((value) => parseLocalDate(value) !== undefined, notReal),
  )
