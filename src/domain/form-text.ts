import * as v from 'valibot'
import { parseLocalDate } from './local-date.ts'

/** A trimmed text field, '' when absent, with a length limit and its sentence. */
export const text = (max: number, tooLong: string) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, tooLong))

/** A trimmed text field that must not be empty. */
export const required = (max: number, missing: string, tooLong: string) =>
  v.pipe(text(max, tooLong), v.nonEmpty(missing))

/** A required date field (YYYY-MM-DD) that must be a real date: "the {label} date". */
export const date = (label: string) =>
  v.pipe(
    required(10, `Please enter the ${label} date.`, `Please enter the ${label} date as a date.`),
    v.check((value) => parseLocalDate(value) !== undefined, `Please enter the ${label} date as a real date.`),
  )
