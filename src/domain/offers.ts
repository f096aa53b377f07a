// An extra a guest can buy in the portal (issue 40), as the content service's `extra_offer` documents describe it:
// what it is, its price and what the price is per, when and by whom it can be bought, and its cancellation terms.
// The content integration maps its documents to this; the rules below read nothing else.
import type { ExtraKind } from './extra-kinds.ts'
import type { ResponsiveImage } from './content-blocks.ts'

/** What the unit price is per. */
export type PricedPer = 'stay' | 'person' | 'night'

/** Paid now, on the payment page; or asked for, then priced and invoiced by the resort (as every extra was before). */
export type OfferMode = 'instant' | 'onRequest'

/** Who on the booking may buy it: only the lead booker, or any adult on the booking. */
export type OfferBuyers = 'lead' | 'adults'

export interface Offer {
  /** The content document's uid: the offer's address, `/account/extras/buy/{uid}`. */
  readonly uid: string
  readonly kind: ExtraKind
  /** In the guest's language (the content service's translation, else English: `lang` says which). */
  readonly title: string
  /** The description, as HTML from the content service's rich text. */
  readonly descriptionHtml: string
  readonly image: ResponsiveImage | undefined
  /** The content's language tag when it is not the page's (a missing translation). */
  readonly lang: string | undefined
  /** The unit price in the currency's minor units (pence, cents). */
  readonly unitAmount: number
  /** ISO 4217, upper case. */
  readonly currency: string
  readonly per: PricedPer
  readonly mode: OfferMode
  readonly buyers: OfferBuyers
  /** Can be bought from this many days before arrival (undefined: from booking). */
  readonly fromDaysBefore: number | undefined
  /** Until this many days before arrival (0: the day of arrival; negative: into the stay, up to its last day). */
  readonly untilDaysBefore: number
  /** A guest may cancel for a refund until this many days before arrival; undefined: no refund once paid. */
  readonly refundUntilDaysBefore: number | undefined
  /** What the guest chooses. */
  readonly choose: {
    /** A day of the stay (a trip's day, a delivery's day). */
    readonly day: boolean
    /** The most of it one order may hold (1: no quantity asked). */
    readonly maxQuantity: number
    /** Which of the booking's guests it is for (priced per person: the number chosen). */
    readonly guests: boolean
  }
}

/** The largest amount one order may total, in minor units (Stripe's own ceiling is 99,999,999). */
export const maxOrderAmount = 5_000_000
