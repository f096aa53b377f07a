/**
 * Where an extra stands (SPEC §4 extra status): the payment-line status the booking system holds, and the label the
 * guest reads for it.
 */
import type { PlainTextKey } from '../i18n/texts.ts'
import type { ExtraKind } from './extra-kinds.ts'

/** The payment-line statuses of an extra (SPEC §4), by the option values the SPEC gives them (docs/extras.md). */
export const guestStatusCodes = { pending: 100000000, invoiced: 100000001, confirmed: 100000002 } as const
export type ExtraStatus = keyof typeof guestStatusCodes
/** The label an extra shows (SPEC §4), by its English name; `statusLabelKeys` gives its words. */
export type StatusLabel = 'Done' | 'Invoiced' | 'Pending'

/** Each status label's message. */
export const statusLabelKeys: Record<StatusLabel, PlainTextKey> = {
  Done: 'extras_status_done',
  Invoiced: 'extras_status_invoiced',
  Pending: 'extras_status_pending',
}

const statusByCode = new Map<number, ExtraStatus>(
  Object.entries(guestStatusCodes).map(([status, code]) => [code, status as ExtraStatus]),
)

/** Kinds that always show 'Done' (SPEC §4): nothing is left for the guest to wait for. */
export const alwaysDone: ReadonlySet<ExtraKind> = new Set(['shoppingList', 'skiTow', 'privateTennis'])

/** The status a raw value stands for: unset means pending; a value we do not know is not understood. */
export function readStatus(
  value: unknown,
  fromProduct = false,
): { readonly status: ExtraStatus; readonly known: boolean } {
  if (value === null || value === undefined || value === '')
    return { status: fromProduct ? 'confirmed' : 'pending', known: true }
  const status = typeof value === 'number' ? statusByCode.get(value) : undefined
  return status ? { status, known: true } : { status: 'pending', known: false }
}

/** SPEC §4: confirmed → 'Done', invoiced → 'Invoiced', anything else → 'Pending'; some kinds are always 'Done'. */
export function statusLabel(kind: ExtraKind | undefined, status: ExtraStatus, known = true): StatusLabel {
  if (kind && alwaysDone.has(kind)) return 'Done'
  if (!known) return 'Pending'
  return status === 'confirmed' ? 'Done' : status === 'invoiced' ? 'Invoiced' : 'Pending'
}
