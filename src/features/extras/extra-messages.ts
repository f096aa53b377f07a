/**
 * Every sentence an extra can show, in one place (listed in docs/extras.md; the words are the extras_… messages of
 * messages/<locale>/extras.json). SPEC §4 gives the pattern ('Your {type} enquiry is being processed.', '{type}
 * enquiry has been invoiced.', '{type} enquiry has been confirmed!') and the transfer wording; deliveries, hampers,
 * car hire, shipwreck, shopping and trips have "their own wording", written in the same form (decision 024). Each
 * detail the record lacks picks the message without it, so no language has to glue a sentence from pieces.
 */
import type { Texts } from '../../i18n/texts.ts'
import { listOf } from '../../domain/formatters.ts'
import { ownWords, type Locale } from '../../domain/locale.ts'
import { formatLongDate } from '../../domain/local-date.ts'
import type { ExtraDetails, UpgradeType } from '../../domain/extra.ts'
import type { ExtraKind } from '../../domain/extra-kinds.ts'
import type { ExtraStatus } from '../../domain/extra-status.ts'

/** For a status or kind we do not know: true, and promises nothing. */
export const neutralMessage = (t: Texts): string => t.extras_neutral()

/** A count of people with its noun, or undefined without a number. */
const counted = (n: number | null | undefined, words: (inputs: { count: number }) => string) =>
  typeof n === 'number' ? words({ count: n }) : undefined

/** The upgrade enquiry sentence of each type; without a type, the plain one. */
const upgradeMessage = (t: Texts, type: UpgradeType | undefined, status: ExtraStatus): string => {
  switch (type) {
    case 'rascals':
      return t.extras_upgrade_rascals({ status })
    case 'watersportsUpgrade':
      return t.extras_upgrade_watersports({ status })
    case 'crecheUpgrade':
      return t.extras_upgrade_creche({ status })
    default:
      return t.extras_upgrade_any({ status })
  }
}

/**
 * The record's own words (a product, a villa, a car, a reservation, a trip's or hamper's name), isolated in a
 * right-to-left language so each keeps its order among the sentence's words (issue 38, item 6).
 */
function ownDetails(d: ExtraDetails, locale: Locale): ExtraDetails {
  const own = (text: string | null | undefined) => (text ? ownWords(text, locale) : text)
  return {
    ...d,
    product: own(d.product),
    villa: own(d.villa),
    reservationNumber: own(d.reservationNumber),
    carType: own(d.carType),
    tripName: own(d.tripName?.trim()),
    hamperType: own(d.hamperType),
  }
}

/** The sentence of one extra in a status, in the language of `t` (dates and lists in `locale`). */
export function extraMessage(
  kind: ExtraKind,
  status: ExtraStatus,
  details: ExtraDetails,
  t: Texts,
  locale: Locale,
): string {
  const d = ownDetails(details, locale)
  switch (kind) {
    case 'transfer': {
      const guests = counted(d.guests, t.extras_count_guests)
      return guests ? t.extras_transfer_for({ status, guests }) : t.extras_transfer({ status })
    }
    case 'petitDelivery': {
      const { product, villa } = d
      if (product && villa) return t.extras_petit_product_villa({ status, product, villa })
      if (product) return t.extras_petit_product({ status, product })
      if (villa) return t.extras_petit_villa({ status, villa })
      return t.extras_petit({ status })
    }
    case 'waterDelivery':
      return d.villa ? t.extras_water_villa({ status, villa: d.villa }) : t.extras_water({ status })
    case 'carHire': {
      const { carType: type, reservationNumber: reservation } = d
      if (type && reservation) return t.extras_car_type_reservation({ status, type, reservation })
      if (type) return t.extras_car_type({ status, type })
      if (reservation) return t.extras_car_reservation({ status, reservation })
      return t.extras_car({ status })
    }
    case 'odysseyTrip':
    case 'shipwreckTrip': {
      const name = d.tripName?.trim() || (kind === 'odysseyTrip' ? 'Odyssey' : 'Shipwreck')
      const date = formatLongDate(d.tripDay, locale)
      // Nobody of an age group is left unsaid ("for 2 adults", not "for 2 adults and 0 children").
      const people = [
        d.adults ? counted(d.adults, t.extras_count_adults) : undefined,
        d.children ? counted(d.children, t.extras_count_children) : undefined,
      ].filter((part): part is string => part !== undefined)
      const party = people.length > 0 ? listOf(people, locale) : undefined
      if (date && party) return t.extras_trip_date_party({ status, name, date, party })
      if (date) return t.extras_trip_date({ status, name, date })
      if (party) return t.extras_trip_party({ status, name, party })
      return t.extras_trip({ status, name })
    }
    case 'hamper':
      return d.hamperType ? t.extras_hamper_type({ status, type: d.hamperType }) : t.extras_hamper({ status })
    case 'shoppingList':
      return t.extras_shopping_list({ status })
    case 'powerboat': {
      const people = counted(d.persons, t.extras_count_people)
      return people ? t.extras_powerboat_people({ status, people }) : t.extras_powerboat({ status })
    }
    case 'skiTow':
      return t.extras_ski_tow({ status })
    case 'privateTennis':
      return t.extras_private_tennis({ status })
    case 'upgrade':
      return upgradeMessage(t, d.upgradeType, status)
    case 'registrationForm':
      return t.extras_registration_form({ status })
  }
}
