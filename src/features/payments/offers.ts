// What the guest can buy for the selected booking (issue 40): the content service's offers, each with whether it is on
// sale today and whether this guest may buy it, and the stay's facts a price and a choice need.
import type { Scope } from '../../scope/scope.ts'
import { requireGuest } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import type { Offer } from '../../domain/offers.ts'
import { ageBand } from '../../domain/age-band.ts'
import { bookingRole } from '../../domain/companion-rights.ts'
import { daysBetween, localDateIn, parseLocalDate, type LocalDate } from '../../domain/local-date.ts'
import { offers as readOffers } from '../../integrations/content/offers.ts'
import { mayBuy, notOnSale, type Buyer, type NotOnSale, type StayDates } from './rules.ts'
import type { PricedStay } from './price.ts'
import type { ExtraKind } from '../../domain/extra-kinds.ts'
import type { BookOptionLink } from '../extras/book-options.ts'
import type { Locale } from '../../domain/locale.ts'
import { formatMoney } from '../../domain/money.ts'
import type { Texts } from '../../i18n/texts.ts'
import { buyPath } from './paths.ts'

/** The stay as payments read it: its dates, nights and guests. */
export interface Stay extends StayDates, PricedStay {
  readonly bookingId: string
  readonly guestIds: readonly string[]
}

/** The booking's stay; undefined when its dates do not read (nothing can be priced). */
export function stayOf(booking: Booking): Stay | undefined {
  const arrival = parseLocalDate(booking.arrival)
  const leaving = parseLocalDate(booking.leaving)
  if (!arrival || !leaving || daysBetween(arrival, leaving) < 1) return undefined
  return {
    bookingId: booking.id,
    arrival,
    leaving,
    nights: daysBetween(arrival, leaving),
    guests: Math.max(booking.counts.total, booking.guests.length),
    guestIds: booking.guests.map((guest) => guest.id),
  }
}

/** How the acting guest stands to the booking, for an offer's rights. */
export async function buyerOf(scope: Scope, booking: Booking): Promise<Buyer> {
  const contact = await requireGuest(scope).contactId()
  const contactId = contact.ok ? contact.id : undefined
  const own = booking.guests.find((guest) => guest.contactId && guest.contactId === contactId)
  return {
    role: bookingRole(booking, contactId),
    adult: own ? ageBand(own.dateOfBirth, booking.leaving) === 'Adult' : bookingRole(booking, contactId) === 'lead',
  }
}

/** The resort's today. */
export const resortToday = (scope: Scope): LocalDate => localDateIn(scope.config.RESORT_TIME_ZONE, new Date())

/** An offer for this guest and stay: on sale or why not, and whether they may buy it. */
export interface OfferFor {
  readonly offer: Offer
  readonly notOnSale: NotOnSale | undefined
  readonly mayBuy: boolean
}

/** Every offer for the booking, in the editors' order, with its sale and rights for this guest. */
export async function offersFor(scope: Scope, booking: Booking): Promise<OfferFor[]> {
  const stay = stayOf(booking)
  if (!stay) return []
  const [all, buyer] = await Promise.all([readOffers(scope.content(), scope.locale), buyerOf(scope, booking)])
  const today = resortToday(scope)
  return all.map((offer) => ({ offer, notOnSale: notOnSale(offer, stay, today), mayBuy: mayBuy(offer, buyer) }))
}

/** The booking account an order goes on: the acting guest's household's, else the booking's first. */
export function accountFor(booking: Booking, contactId: string | undefined): string | undefined {
  const own = booking.accounts.find((account) => contactId && account.group?.primaryContactId === contactId)
  return (own ?? booking.accounts[0])?.id
}

/** An offer's price as a short line in the guest's words: "£85.00", "£45.00 a person", or that the resort prices it. */
export function priceLine(offer: Offer, t: Texts, locale: Locale): string {
  if (offer.mode === 'onRequest') return t.payments_on_request()
  const amount = formatMoney(offer.unitAmount, offer.currency, locale)
  if (offer.per === 'person') return t.payments_per_person({ amount })
  if (offer.per === 'night') return t.payments_per_night({ amount })
  return t.payments_per_stay({ amount })
}

/** The offers this guest can buy today, as the book options panel's first links (each to its choose page). */
export function offerLinks(offers: readonly OfferFor[], t: Texts, locale: Locale): BookOptionLink[] {
  return offers
    .filter((one) => !one.notOnSale && one.mayBuy)
    .map(({ offer }) => ({
      title: offer.title,
      description: priceLine(offer, t, locale),
      href: buyPath(offer.uid),
      external: false,
      lang: offer.lang,
    }))
}

/** The kinds the portal sells itself for this guest today: the main website's links for them give way. */
export const soldKinds = (offers: readonly OfferFor[]): Set<ExtraKind> =>
  new Set(offers.filter((one) => !one.notOnSale && one.mayBuy).map((one) => one.offer.kind))
