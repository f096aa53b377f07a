/**
 * The extras and clubs in an itinerary (issue 30, docs/itinerary.md): deliveries and car hire on the arrival day,
 * trips on their date, club and upgrade places on the days of their week, and what has no date yet (powerboat
 * courses, ski tows, tennis, upgrade requests, kinds we do not know) left undated, never dropped.
 */
import { extraLabel } from '../extras/extras.ts'
import type { ExtraInput } from '../../domain/extra.ts'
import { addDays, daysBetween, formatLocalDate, parseLocalDate } from '../../domain/local-date.ts'
import { extraLink, item, type ItineraryItem, type TransferDirection } from './itinerary-items.ts'
import type { ItemTime } from './itinerary-times.ts'
import { forWhom, namedGuests, type Person } from './itinerary-people.ts'
import type { Stay } from './itinerary-travel.ts'
import { membershipCodes, membershipNames, upgradeKinds } from '../../domain/membership.ts'
import { requestedNames, type Week } from '../extras/upgrades.ts'

/** Which way a transfer goes: to the resort, from it, or both. */
export type TransferWay = TransferDirection | 'both'

/**
 * An extra as the portal reads it (src/features/extras/extras.ts), and what the itinerary could use that the portal's extras do
 * not carry today; each is optional, and without it the extra is placed as documented.
 */
export interface ItineraryExtra extends ExtraInput {
  /** A transfer's direction (the booking system holds it; the portal's extras carry it only as a sentence). */
  readonly direction?: TransferWay | undefined
  /** Who it is for, when not everyone. */
  readonly guestNames?: readonly string[] | undefined
  /** Its day ('YYYY-MM-DD'), for an extra whose date the portal does not read (a delivery's, a course's). */
  readonly day?: string | undefined
  /** The booking account it is on: a transfer meets that account's flights. */
  readonly accountId?: string | undefined
}

/** A request the resort has not confirmed or invoiced: the status label the extras show (SPEC §4) is Pending. */
export const isPending = (extra: ExtraInput): boolean => extraLabel(extra) === 'Pending'

/** A readable 'YYYY-MM-DD' at the start of a value, or undefined. */
export function dayOf(value: string | null | undefined): string | undefined {
  const day = value?.slice(0, 10)
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) && parseLocalDate(day) ? day : undefined
}

/** What every extra's item has besides its time and title: whom it is for, whether it is pending, its own link. */
export const extraMore = (extra: ItineraryExtra, people: readonly Person[]) => ({
  guests: namedGuests(people, extra.guestNames ?? []),
  pending: isPending(extra),
  link: extraLink(extra.id),
})

const on = (date: string | undefined): ItemTime | undefined => (date ? { date } : undefined)
const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined

/** The upgrade, week and guests an upgrade request's details name (as `requestDetails` writes them). */
function requested(details: string | null | undefined) {
  for (const upgrade of upgradeKinds)
    for (const week of [1, 2] as const) {
      const names = requestedNames(details, membershipNames[upgrade], week)
      if (names.length > 0) return { upgrade, week, names }
    }
  return undefined
}

/** Whether every guest a request names already holds that place that week: the club items show it then. */
function held(request: NonNullable<ReturnType<typeof requested>>, people: readonly Person[]): boolean {
  const code = membershipCodes[request.upgrade]
  return request.names.every((name) =>
    people.some(
      (p) => p.name.toLowerCase() === name.toLowerCase() && (request.week === 1 ? p.week1 : p.week2) === code,
    ),
  )
}

/**
 * An extra other than a transfer or car hire (`transferItems` and `carHireItems` place those, beside the flights).
 * Deliveries, hampers and shopping lists are on the arrival day; trips on their date; anything else on its `day` when given, else undated.
 * A registration form is advance information's registration part, not something on a day, so it is not an item; an
 * upgrade request whose guests already hold the place is shown by the club items instead.
 */
export function extraItems(extra: ItineraryExtra, stay: Stay | undefined, people: readonly Person[]): ItineraryItem[] {
  const d = extra.details
  const day = dayOf(extra.day)
  const more = extraMore(extra, people)
  switch (extra.kind) {
    case 'transfer':
    case 'carHire':
    case 'registrationForm':
      return []
    case 'petitDelivery':
    case 'waterDelivery':
    case 'hamper':
    case 'shoppingList': {
      const title = {
        extra: extra.kind,
        product: orUndefined(d.product),
        villa: orUndefined(d.villa),
        hamperType: orUndefined(d.hamperType),
      }
      return [item('delivery', `delivery-${extra.id}`, on(day ?? stay?.arrival), title, more)]
    }
    case 'odysseyTrip':
    case 'shipwreckTrip': {
      const title = {
        extra: extra.kind,
        name: d.tripName?.trim() || undefined,
        adults: orUndefined(d.adults),
        children: orUndefined(d.children),
      }
      return [item('trip', `trip-${extra.id}`, on(day ?? dayOf(d.tripDay)), title, more)]
    }
    case 'upgrade': {
      const request = requested(d.requestDetails)
      if (request && held(request, people)) return []
      const guests = request ? namedGuests(people, request.names) : more.guests
      const title = { extra: extra.kind, upgradeType: d.upgradeType, persons: undefined }
      return [item('extra', `extra-${extra.id}`, on(day), title, { ...more, guests, link: '/account/upgrades' })]
    }
    default: {
      const title = { extra: extra.kind, upgradeType: undefined, persons: orUndefined(d.persons) }
      return [item('extra', `extra-${extra.id}`, on(day), title, more)]
    }
  }
}

/** How many days a week of club places lasts: week 1 is the stay's first 7 days, week 2 the next 7. */
export const daysPerWeek = 7

/**
 * Club and upgrade places (rascals, crèche, watersports…) held in week 1 and week 2: one item per upgrade and week,
 * all day from the week's first day to its last, naming who holds it. The page shows each once, as "every day", not
 * on each of its days (issue 38); a calendar file holds it as one event over those days. Clubs run on the nights of
 * the stay: not on the leaving day, so a 7-night stay has no week 2 whatever its guests' week-2 memberships say.
 */
export function clubItems(stay: Stay, people: readonly Person[]): ItineraryItem[] {
  const arrival = parseLocalDate(stay.arrival)
  const leaving = parseLocalDate(stay.leaving)
  if (!arrival || !leaving) return []
  const nights = daysBetween(arrival, leaving)
  const items: ItineraryItem[] = []
  for (const upgrade of upgradeKinds)
    for (const week of [1, 2] as const satisfies readonly Week[]) {
      const holders = people.filter((p) => (week === 1 ? p.week1 : p.week2) === membershipCodes[upgrade])
      const [first, last] = [(week - 1) * daysPerWeek, Math.min(week * daysPerWeek, nights) - 1]
      if (holders.length === 0 || last < first) continue
      const [start, end] = [first, last].map((offset) => ({ date: formatLocalDate(addDays(arrival, offset)) }))
      const guests = forWhom(people, holders)
      items.push(item('club', `club-${upgrade}-week${week}`, start, { upgrade, week }, { guests, end }))
    }
  return items
}
