/**
 * What an itinerary is made of (issue 30, docs/itinerary.md): items that carry data, not sentences. Each has a kind,
 * a start and an end (a local date for an all-day item, or an instant with the wall clock and zone it is shown in:
 * src/features/itinerary/itinerary-times.ts), its title parts, the guests it is for when not everyone, a link target and flags.
 * The words are made from these by `itemTitle` (src/features/itinerary/itinerary-words.ts), in the guest's language; their order
 * by `compareItems` (src/features/itinerary/itinerary-order.ts).
 */
import type { ExtraKind } from '../../domain/extra-kinds.ts'
import type { UpgradeType } from '../../domain/extra.ts'
import type { Week } from '../extras/upgrades.ts'
import type { UpgradeKind } from '../../domain/membership.ts'
import type { VisitKind } from '../wellness/wellness.ts'
import type { ItemTime, Timed } from './itinerary-times.ts'

export type FlightLeg = 'arrival' | 'departure'
export type TransferDirection = 'toResort' | 'fromResort'
export type DeliveryKind = Extract<ExtraKind, 'petitDelivery' | 'waterDelivery' | 'hamper' | 'shoppingList'>
export type TripKind = Extract<ExtraKind, 'odysseyTrip' | 'shipwreckTrip'>

/** One end of a flight: the airport's code, and when the flight leaves or lands there (its local time). */
export interface FlightEnd {
  readonly airport: string
  readonly at: Timed | undefined
}

/** The title parts of each kind of item. */
export interface TitleParts {
  /** The stay begins (the arrival date). */
  readonly arrival: { readonly villaCodes: readonly string[] }
  /** The stay ends (the leaving date). */
  readonly departure: { readonly villaCodes: readonly string[] }
  /** Either end may be unknown: the portal stores where an arrival lands and where a departure leaves from. */
  readonly flight: {
    readonly leg: FlightLeg | undefined
    readonly flightNumber: string | undefined
    readonly departs: FlightEnd | undefined
    readonly lands: FlightEnd | undefined
  }
  readonly transfer: {
    readonly direction: TransferDirection | undefined
    readonly guests: number | undefined
    /** From the resort: when the flight it takes the guests to leaves (the pick-up time is not known). */
    readonly beforeFlight?: Timed | undefined
  }
  readonly delivery: {
    readonly extra: DeliveryKind
    readonly product: string | undefined
    readonly villa: string | undefined
    readonly hamperType: string | undefined
  }
  readonly carHire: { readonly carType: string | undefined; readonly reservationNumber: string | undefined }
  readonly trip: {
    readonly extra: TripKind
    readonly name: string | undefined
    readonly adults: number | undefined
    readonly children: number | undefined
  }
  /** The wellness system's name for the visit, when it gives one. */
  readonly wellness: { readonly name: string | undefined; readonly visit: VisitKind }
  /** A club or upgrade place held that week (rascals, crèche, watersports…). */
  readonly club: { readonly upgrade: UpgradeKind; readonly week: Week }
  /** Any other extra: powerboat course, ski tows, private tennis, an upgrade request, a kind we do not know. */
  readonly extra: {
    readonly extra: ExtraKind | undefined
    readonly upgradeType: UpgradeType | undefined
    readonly persons: number | undefined
  }
}

export type ItemKind = keyof TitleParts

/** A guest an item is for. */
export interface ItemGuest {
  readonly name: string
  /** The viewer themself. */
  readonly isYou: boolean
}

export interface ItemFlags {
  /** Dated outside the stay (or, for a flight or transfer, outside the travel days): shown on its date, with a note. */
  readonly outsideStay: boolean
  /** A request the resort has not confirmed or invoiced yet. */
  readonly pending: boolean
}

interface ItemOf<K extends ItemKind> {
  /**
   * Stable across reads, from the kind and the source record ('flight-<id>', 'trip-<id>', 'wellness-<id>',
   * 'club-rascals-week1'): `${id}@guest-portal` is the calendar file's UID for the same thing.
   */
  readonly id: string
  readonly kind: K
  /** Undefined only for an item in the undated list. */
  readonly start: ItemTime | undefined
  readonly end: ItemTime | undefined
  readonly title: TitleParts[K]
  /** Who it is for; empty when it is for everyone on the booking (or we cannot tell). */
  readonly guests: readonly ItemGuest[]
  /** A path in the portal where the guest reads or changes it. */
  readonly link: string | undefined
  readonly flags: ItemFlags
  /** The item this one is tied to: a transfer's flight. */
  readonly meets: string | undefined
}

/** One thing in the itinerary; `kind` tells its title parts apart. */
export type ItineraryItem = { [K in ItemKind]: ItemOf<K> }[ItemKind]

/**
 * Where each kind of item is read or changed (the page links there). An extra links to its own entry in my bookings'
 * extras (`extraLink`, given per record): home's extras show only the three most recent (issue 38).
 */
export const itemLinks: Record<ItemKind, string | undefined> = {
  arrival: undefined,
  departure: undefined,
  flight: '/account/advance-information/flight',
  transfer: undefined,
  delivery: undefined,
  carHire: undefined,
  trip: undefined,
  wellness: '/account/wellness',
  club: '/account/upgrades',
  extra: undefined,
}

/** An extra's own place: its entry in my bookings' extras, the list that is whole without JavaScript. */
export const extraLink = (id: string): string => `/account/my-bookings#extra-${id}`

/** An item with its defaults: no end, for everyone, the kind's link, not pending, not outside the stay, tied to nothing. */
export function item<K extends ItemKind>(
  kind: K,
  id: string,
  start: ItemTime | undefined,
  title: TitleParts[K],
  more: Partial<Pick<ItemOf<K>, 'end' | 'guests' | 'link' | 'meets'>> & { readonly pending?: boolean } = {},
): ItineraryItem {
  return {
    id,
    kind,
    start,
    end: more.end,
    title,
    guests: more.guests ?? [],
    link: 'link' in more ? more.link : itemLinks[kind],
    flags: { outsideStay: false, pending: more.pending ?? false },
    meets: more.meets,
  } as ItemOf<K> as ItineraryItem
}
