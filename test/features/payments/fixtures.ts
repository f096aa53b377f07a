import type { Offer } from '../../../src/domain/offers.ts'
import { parseLocalDate, type LocalDate } from '../../../src/domain/local-date.ts'

export const date = (text: string): LocalDate => parseLocalDate(text)!

export const hamper: Offer = {
  uid: 'welcome-hamper',
  kind: 'hamper',
  title: 'Welcome hamper',
  descriptionHtml: '<p>Local bread, cheese and wine, waiting in your villa.</p>',
  image: undefined,
  lang: undefined,
  unitAmount: 8500,
  currency: 'GBP',
  per: 'stay',
  mode: 'instant',
  buyers: 'adults',
  fromDaysBefore: undefined,
  untilDaysBefore: 3,
  refundUntilDaysBefore: 7,
  choose: { day: false, maxQuantity: 3, guests: false },
}

export const trip: Offer = {
  ...hamper,
  uid: 'odyssey-day-trip',
  kind: 'odysseyTrip',
  title: 'Odyssey day trip',
  unitAmount: 4500,
  per: 'person',
  buyers: 'lead',
  untilDaysBefore: -2,
  fromDaysBefore: 60,
  refundUntilDaysBefore: undefined,
  choose: { day: true, maxQuantity: 1, guests: true },
}

/** 10 to 17 August 2027: seven nights. */
export const stay = { arrival: date('2027-08-10'), leaving: date('2027-08-17') }
