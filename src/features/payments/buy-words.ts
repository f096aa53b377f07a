// What the choose page says when an offer cannot be bought or a choice is refused (issue 40), in the guest's words.
import type { Scope } from '../../scope/scope.ts'
import { chooseableDays, longDay, type Buying } from './buy.ts'
import type { ChoiceResult } from './choice.ts'

/** The choose page's error: the field to mark, and what is wrong with it. */
export interface ChooseErrors {
  readonly field: 'day' | 'quantity' | 'guests'
  readonly message: string
}

/** Why this guest cannot buy it today, in their words; undefined when they can. */
export function unavailableReason(scope: Scope, b: Buying): string | undefined {
  const t = scope.texts
  const title = b.offer.title
  if (b.notOnSale?.reason === 'notYet')
    return t.payments_not_yet({ title, date: longDay(b.notOnSale.from, scope.locale) })
  if (b.notOnSale?.reason === 'closed') return t.payments_closed({ title })
  if (!b.mayBuy) return t.payments_not_allowed({ title })
  return undefined
}

/** The choice's error in the guest's words. */
export function chooseError(scope: Scope, b: Buying, result: Extract<ChoiceResult, { ok: false }>): ChooseErrors {
  const t = scope.texts
  const { first, last } = chooseableDays(b, scope.locale)
  const message =
    result.field === 'day'
      ? result.problem === 'missing'
        ? t.payments_error_day_missing()
        : t.payments_error_day_out({ first, last })
      : result.field === 'guests'
        ? result.problem === 'missing'
          ? t.payments_error_guests_missing()
          : t.payments_error_guests_out()
        : t.payments_error_quantity({ max: b.offer.choose.maxQuantity })
  return { field: result.field, message }
}
