/**
 * The itinerary's words, in one place so the languages work replaces this file alone: an item's title and a
 * deadline's, made from their data (src/domain/itinerary-items.ts, itinerary-deadlines.ts). Times and dates are
 * the page's to format.
 */
import { airports, isAirportCode } from './airports.ts'
import type { AdvancePart } from './advance-information.ts'
import { upgradeTypeNames } from './extra-messages.ts'
import { extraKindHeadings } from './extras.ts'
import { splitName } from './guests.ts'
import type { Deadline } from './itinerary-deadlines.ts'
import type { ItemGuest, ItineraryItem } from './itinerary-items.ts'
import { membershipNames } from './membership.ts'

const partTitles: Record<AdvancePart, string> = {
  group: 'Complete your guests’ details',
  address: 'Add your address',
  villaConfiguration: 'Choose how your villa is set up',
  flight: 'Add your flights',
  registration: 'Complete registration',
}

const otherExtras: Partial<Record<string, string>> = {
  powerboat: 'Powerboat course',
  skiTow: 'Ski tows',
  privateTennis: 'Private tennis lessons',
}

const airportName = (code: string) => (isAirportCode(code) ? airports[code].name : code)
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ')

/** The guests an item is for, by first name ("You" for the viewer): "Mia, Leo". */
export const guestNames = (guests: readonly ItemGuest[]): string =>
  guests.map((guest) => (guest.isYou ? 'You' : splitName(guest.name).first || guest.name)).join(', ')

/** What the item is, without whom it is for. */
function what(item: ItineraryItem): string {
  switch (item.kind) {
    case 'arrival':
      return 'You arrive'
    case 'departure':
      return 'You leave'
    case 'flight': {
      const { flightNumber, departs, lands } = item.title
      const route = [departs && `from ${airportName(departs.airport)}`, lands && `to ${airportName(lands.airport)}`]
      return joined('Flight', flightNumber, ...route)
    }
    case 'transfer':
      return item.title.direction === 'fromResort'
        ? 'Transfer to the airport'
        : item.title.direction === 'toResort'
          ? 'Transfer to the resort'
          : 'Transfer'
    case 'delivery': {
      const { extra, product, villa, hamperType } = item.title
      const thing =
        extra === 'petitDelivery'
          ? joined('Petit', product, 'delivery')
          : extra === 'waterDelivery'
            ? 'Water delivery'
            : extra === 'hamper'
              ? joined(hamperType, 'hamper')
              : 'Shopping list'
      return joined(thing, villa && `to ${villa}`)
    }
    case 'carHire':
      return joined(item.title.carType, 'car hire')
    case 'trip':
      return `${item.title.name ?? (item.title.extra === 'odysseyTrip' ? 'Odyssey' : 'Shipwreck')} trip`
    case 'wellness':
      return item.title.name
    case 'club':
      return membershipNames[item.title.upgrade]
    case 'extra': {
      const { extra, upgradeType } = item.title
      if (extra === 'upgrade') return `${upgradeType ? upgradeTypeNames[upgradeType] : 'Upgrade'} request`
      return (extra && (otherExtras[extra] ?? extraKindHeadings[extra])) || 'Other request'
    }
  }
}

/**
 * An item's title for people, naming whom it is for when that is not everyone.
 * @example itemTitle(creche) // 'Crèche — Mia, Leo'
 */
export function itemTitle(item: ItineraryItem): string {
  const text = what(item)
  const first = text.charAt(0).toUpperCase() + text.slice(1)
  return item.guests.length > 0 ? `${first} — ${guestNames(item.guests)}` : first
}

/** A deadline's title: the part's own, or the reminder's words from the content. */
export function deadlineTitle(deadline: Deadline): string {
  return deadline.kind === 'advancePart' ? partTitles[deadline.part] : deadline.title
}
