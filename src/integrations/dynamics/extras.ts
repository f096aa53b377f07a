// Reads a booking's extras: each kind's collection under its booking accounts, and the extras
// that come from product opportunities (powerboat, ski tow, private tennis, odyssey), as the
// domain's ExtraInput (src/features/extras/extras.ts). Rows are checked with valibot; a row that does
// not read is kept as an extra of unknown kind rather than dropped, so it is seen and reported.
import * as v from 'valibot'
import type { ExtraInput, UpgradeType } from '../../domain/extra.ts'
import type { ExtraKind } from '../../domain/extra-kinds.ts'
import type { ExtraPayment } from '../../domain/extra-payments.ts'
import { toMinor } from '../../domain/money.ts'
import { PaymentColumns, currencyExpand, paymentColumns, paymentStateOf } from './payment-columns.ts'
import { guestStatusCodes } from '../../domain/extra-status.ts'
import { guestHubTypeCodes, transferDirection, transferDirectionText, upgradeTypeOf } from './option-sets.ts'
import type { DynamicsClient } from './client.ts'
import { membershipKind } from '../../domain/membership.ts'
import { extraColumns, extraSets, type ExtraSet } from './extra-sets.ts'
import type { BookingProduct } from '../../domain/booking.ts'

const text = v.nullish(v.string())
const number = v.nullish(v.number())

/** Each kind's own columns, as the Web API answers them. */
const ExtraRow = v.looseObject({
  cm_gueststatus: v.nullish(v.unknown()),
  createdon: text,
  adr_guests: number,
  adr_direction: number,
  new_product: text,
  new_villa: text,
  new_reservationnumber: text,
  new_type: text,
  adr_name: text,
  adr_dateoftrip: text,
  adr_numberofadults: number,
  adr_numberofchildren: number,
  new_hampertype: text,
  cm_gueststatuspendinginvoiced: v.nullish(v.unknown()),
  new_numberofpersons: number,
  cm_guesthubtype: v.nullish(v.unknown()),
  cm_details: text,
})
type ExtraRow = v.InferOutput<typeof ExtraRow>

/** The `$expand` of a booking account that brings every kind of extra, with its payment and the payment's currency. */
export const extrasExpand = extraSets.map(
  (extra) => `${extra.nav}($select=${[...extraColumns(extra), ...paymentColumns].join(',')};$expand=${currencyExpand})`,
)

/** What the record holds of money (issue 40): undefined when it holds no amount in a known currency. */
function paymentOf(raw: Record<string, unknown>): ExtraPayment | undefined {
  const parsed = v.safeParse(PaymentColumns, raw)
  if (!parsed.success) return undefined
  const columns = parsed.output
  const currency = columns.transactioncurrencyid?.isocurrencycode
  const due = columns.cm_amountdue
  if (due === null || due === undefined || !currency) return undefined
  return {
    orderId: columns.cm_portalorderid ?? undefined,
    amount: toMinor(due, currency),
    currency,
    state: paymentStateOf(columns.cm_paymentstatus),
    amountRefunded: toMinor(columns.cm_amountrefunded ?? 0, currency),
    refundUntil: columns.cm_refunduntil?.slice(0, 10) ?? undefined,
    version: typeof raw['@odata.etag'] === 'string' ? raw['@odata.etag'] : '*',
  }
}

function fromRow(extra: ExtraSet, raw: Record<string, unknown>): ExtraInput {
  const id = String(raw[extra.key] ?? '')
  const parsed = v.safeParse(ExtraRow, raw)
  if (!parsed.success) return { id, kind: undefined, status: raw.cm_gueststatus, details: {} }
  const row: ExtraRow = parsed.output
  const base = { id, createdOn: row.createdon ?? null }
  switch (extra.kind) {
    case 'transfer':
      return {
        ...base,
        kind: 'transfer',
        status: row.cm_gueststatus,
        details: { guests: row.adr_guests, direction: transferDirection(row.adr_direction) },
        note: transferDirectionText(row.adr_direction),
      }
    case 'hamper':
      // A hamper's invoicing is tracked on its own field when set (docs/extras.md).
      return {
        ...base,
        kind: 'hamper',
        status: row.cm_gueststatuspendinginvoiced ?? row.cm_gueststatus,
        details: { hamperType: row.new_hampertype },
      }
    case 'upgrade': {
      const upgradeType = upgradeTypeOf(row.cm_guesthubtype)
      // An enquiry type we do not know is an extra of unknown kind.
      return {
        ...base,
        kind: upgradeType ? 'upgrade' : undefined,
        status: row.cm_gueststatus,
        details: upgradeType ? { upgradeType, requestDetails: row.cm_details } : {},
      }
    }
    default:
      return {
        ...base,
        kind: extra.kind,
        status: row.cm_gueststatus,
        details: {
          product: row.new_product,
          villa: row.new_villa,
          reservationNumber: row.new_reservationnumber,
          carType: row.new_type,
          tripName: row.adr_name,
          // The day only: the sentence writes it in the guest's language (src/features/extras/extra-messages.ts).
          tripDay: row.adr_dateoftrip?.slice(0, 10) ?? null,
          adults: row.adr_numberofadults,
          children: row.adr_numberofchildren,
          persons: row.new_numberofpersons,
        },
      }
  }
}

/** Product opportunities that are extras in themselves (SPEC §4: powerboat and odyssey default to confirmed). */
const productKinds: Partial<Record<string, ExtraKind>> = {
  powerboat: 'powerboat',
  odyssey: 'odysseyTrip',
  skiTow: 'skiTow',
  privateTennis: 'privateTennis',
}

/** Every extra of a booking: its accounts' collections and its extra-like products. */
export function extrasOf(
  accounts: readonly Record<string, unknown>[],
  products: readonly BookingProduct[],
): ExtraInput[] {
  const fromAccounts = accounts.flatMap((account) => {
    // The account it is on: a transfer meets that household's flights (docs/itinerary.md).
    const accountId = typeof account.adr_accountsid === 'string' ? account.adr_accountsid : undefined
    return extraSets.flatMap((extra) =>
      ((account[extra.nav] as Record<string, unknown>[] | undefined) ?? []).map((row) => ({
        ...fromRow(extra, row),
        accountId,
        payment: paymentOf(row),
      })),
    )
  })
  const fromProducts = products.flatMap((product): ExtraInput[] => {
    const kind = productKinds[membershipKind(product.classification) ?? '']
    if (!kind) return []
    const details =
      kind === 'powerboat'
        ? { persons: product.quantity }
        : kind === 'odysseyTrip'
          ? { tripName: product.name?.replace(/ day trip$/i, '') }
          : {}
    return [{ id: product.id, kind, status: null, fromProduct: true, details }]
  })
  return [...fromAccounts, ...fromProducts]
}

/** What the lead booker asks for: an upgrade, the week, and who (decision 025). */
export interface UpgradeRequest {
  readonly type: UpgradeType
  readonly details: string
}

/**
 * Asks the resort for upgrades: a guest-hub enquiry on the booking account, pending until the
 * resort confirms it. A POST is sent once (never retried), so a lost answer cannot ask twice.
 */
export async function requestUpgrades(
  client: DynamicsClient,
  bookingAccountId: string,
  request: UpgradeRequest,
): Promise<void> {
  await client.create('cm_guesthubenquiries', {
    cm_guesthubtype: guestHubTypeCodes[request.type],
    cm_details: request.details,
    cm_gueststatus: guestStatusCodes.pending,
    'cm_BookingAccount@odata.bind': `/adr_accountses(${bookingAccountId})`,
  })
}
