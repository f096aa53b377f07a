/**
 * The itinerary's words, in one place: an item's title and a deadline's, made from their data
 * (src/features/itinerary/itinerary-items.ts, itinerary-deadlines.ts) in the guest's language (messages/<locale>/itinerary.json).
 * Times and dates are the page's to format.
 */
import type { PlainTextKey, Texts } from './texts.ts'
import { airports, isAirportCode } from '../advance-information/airports.ts'
import type { AdvancePart } from '../../domain/advance-parts.ts'
import type { UpgradeType } from '../../domain/extra.ts'
import { splitName } from '../../domain/guests.ts'
import type { Deadline } from './itinerary-deadlines.ts'
import type { ItemGuest, ItineraryItem } from './itinerary-items.ts'
import { intlLocale, ownWords, type Locale } from '../../domain/locale.ts'
import { namesInARow } from '../../domain/formatters.ts'
import type { UpgradeKind } from '../../domain/membership.ts'
import { visitName } from '../wellness/wellness.ts'

const partTitles: Record<AdvancePart, PlainTextKey> = {
  group: 'itinerary_part_group',
  address: 'itinerary_part_address',
  villaConfiguration: 'itinerary_part_villa_configuration',
  flight: 'itinerary_part_flight',
  registration: 'itinerary_part_registration',
}

/** The clubs and upgrades held for a week, by their names at the resort. */
const clubNames: Record<UpgradeKind, PlainTextKey> = {
  paddleSports: 'itinerary_club_paddle_sports',
  waterSports: 'itinerary_club_water_sports',
  creche: 'itinerary_club_creche',
  deliCreche: 'itinerary_club_deli_creche',
  rascals: 'itinerary_club_rascals',
}

const upgradeRequests: Record<UpgradeType, PlainTextKey> = {
  rascals: 'itinerary_request_rascals',
  watersportsUpgrade: 'itinerary_request_watersports',
  crecheUpgrade: 'itinerary_request_creche',
}

/** The extras that are items of their own kind 'extra' (the others have kinds of their own in the itinerary). */
const otherExtras: Partial<Record<string, PlainTextKey>> = {
  powerboat: 'itinerary_extra_powerboat',
  skiTow: 'itinerary_extra_ski_tow',
  privateTennis: 'itinerary_extra_private_tennis',
}

const airportName = (code: string) => (isAirportCode(code) ? airports[code].name : code)

/**
 * The guests an item is for, by first name ("You" for the viewer), as the language lists names in a row: "Mia, Leo".
 * @example guestNames([mia, you], textsFor('de'), 'de') // 'Mia, Sie'
 */
export function guestNames(guests: readonly ItemGuest[], t: Texts, locale: Locale): string {
  return namesInARow(
    guests.map((guest) =>
      guest.isYou ? t.itinerary_you() : ownWords(splitName(guest.name).first || guest.name, locale),
    ),
    locale,
  )
}

function flightTitle(item: Extract<ItineraryItem, { kind: 'flight' }>, t: Texts, own: Own): string {
  const { flightNumber, departs, lands } = item.title
  const flight = flightNumber ? t.itinerary_flight_number({ number: own(flightNumber) }) : t.itinerary_flight()
  const [from, to] = [departs && own(airportName(departs.airport)), lands && own(airportName(lands.airport))]
  if (from && to) return t.itinerary_flight_from_to({ flight, from, to })
  if (from) return t.itinerary_flight_from({ flight, from })
  if (to) return t.itinerary_flight_to({ flight, to })
  return flight
}

function deliveryTitle(item: Extract<ItineraryItem, { kind: 'delivery' }>, t: Texts, own: Own): string {
  const { extra, product, villa, hamperType } = item.title
  const thing =
    extra === 'petitDelivery'
      ? product
        ? t.itinerary_delivery_petit_product({ product: own(product) })
        : t.itinerary_delivery_petit()
      : extra === 'waterDelivery'
        ? t.itinerary_delivery_water()
        : extra === 'hamper'
          ? hamperType
            ? t.itinerary_delivery_hamper_type({ type: own(hamperType) })
            : t.itinerary_delivery_hamper()
          : t.itinerary_delivery_shopping_list()
  return villa ? t.itinerary_delivery_to_villa({ thing, villa: own(villa) }) : thing
}

/** The record's own words (a flight, an airport, a villa, a name) isolated in a right-to-left sentence (item 6). */
type Own = (text: string) => string

/** What the item is, without whom it is for. */
function what(item: ItineraryItem, t: Texts, own: Own): string {
  switch (item.kind) {
    case 'arrival':
      return t.itinerary_arrival()
    case 'departure':
      return t.itinerary_departure()
    case 'flight':
      return flightTitle(item, t, own)
    case 'transfer':
      return item.title.direction === 'fromResort'
        ? t.itinerary_transfer_to_airport()
        : item.title.direction === 'toResort'
          ? t.itinerary_transfer_to_resort()
          : t.itinerary_transfer()
    case 'delivery':
      return deliveryTitle(item, t, own)
    case 'carHire':
      return item.title.carType ? t.itinerary_car_hire_type({ type: own(item.title.carType) }) : t.itinerary_car_hire()
    case 'trip':
      return item.title.name
        ? t.itinerary_trip_named({ name: own(item.title.name) })
        : item.title.extra === 'odysseyTrip'
          ? t.itinerary_trip_odyssey()
          : t.itinerary_trip_shipwreck()
    case 'wellness':
      return item.title.name?.trim() ? own(visitName(item.title, t)) : visitName(item.title, t)
    case 'club':
      return t[clubNames[item.title.upgrade]]()
    case 'extra': {
      const { extra, upgradeType } = item.title
      if (extra === 'upgrade') return t[upgradeType ? upgradeRequests[upgradeType] : 'itinerary_request_upgrade']()
      const named = extra && otherExtras[extra]
      return named ? t[named]() : t.itinerary_extra_other()
    }
  }
}

/**
 * An item's title for people in their language, naming whom it is for when that is not everyone.
 * @example itemTitle(creche, textsFor('en-GB'), 'en-GB') // 'Crèche — Mia, Leo'
 */
export function itemTitle(item: ItineraryItem, t: Texts, locale: Locale): string {
  const text = what(item, t, (words) => ownWords(words, locale))
  const first = text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1)
  return item.guests.length > 0
    ? t.itinerary_item_for({ what: first, guests: guestNames(item.guests, t, locale) })
    : first
}

/** A deadline's title: the part's own, or the reminder's words from the content. */
export function deadlineTitle(deadline: Deadline, t: Texts): string {
  return deadline.kind === 'advancePart' ? t[partTitles[deadline.part]]() : deadline.title
}
