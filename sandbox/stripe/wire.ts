// The objects as they travel: the `stripe` package's types, except that its `Decimal` fields are decimal strings on
// the wire (the package turns them into `Decimal`s when it reads an answer).
import type Stripe from 'stripe'

export type Wire<T> = T extends Stripe.Decimal
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T

/** Stripe's list object: newest first, `has_more` when a page stopped short. */
export interface WireList<T> {
  object: 'list'
  data: T[]
  has_more: boolean
  url: string
}
