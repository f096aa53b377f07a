// The extras a guest can buy in the portal (issue 40): the content service's `extra_offer` documents
// (customtypes/extra_offer), checked and turned into offers (src/domain/offers.ts) in the guest's language.
import * as v from 'valibot'
import { extraKinds } from '../../domain/extra-kinds.ts'
import type { Offer } from '../../domain/offers.ts'
import type { ContentReader } from './reader.ts'
import { languageOfContent } from './languages.ts'
import { html, responsiveImage } from './fields.ts'
import { RichText } from './schemas.ts'
import { shapedOnce, type ContentDocument } from './shaped-once.ts'

const whole = v.pipe(v.number(), v.integer())
const OfferData = v.object({
  kind: v.picklist(extraKinds),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  description: v.nullish(RichText),
  image: v.unknown(),
  price: v.pipe(whole, v.minValue(0)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  per: v.picklist(['stay', 'person', 'night']),
  mode: v.picklist(['instant', 'on request']),
  max_quantity: v.nullish(v.pipe(whole, v.minValue(1), v.maxValue(20))),
  choose_day: v.nullish(v.boolean()),
  choose_guests: v.nullish(v.boolean()),
  on_sale_from_days_before: v.nullish(whole),
  on_sale_until_days_before: whole,
  buyers: v.picklist(['lead booker', 'any adult on the booking']),
  refund_until_days_before: v.nullish(whole),
})

// Checked and shaped once per kept document (shapedOnce): its rich text, image sources and checks run once, not on
// every page that lists the offers. `read` holds the offer as a page in its own language shows it (`unmarked`) and as
// any other page marks it; undefined when it does not read (left out, and said so in the log once).
const offerRead = shapedOnce((doc: ContentDocument) => {
  const data = v.safeParse(OfferData, doc.data)
  if (!data.success || !doc.uid) {
    console.warn(JSON.stringify({ level: 'warning', where: 'content.offers', message: `Offer ${doc.uid} left out` }))
    return { read: undefined }
  }
  const d = data.output
  const lang = languageOfContent(doc.lang)
  const unmarked: Offer = {
    uid: doc.uid,
    kind: d.kind,
    title: d.title,
    descriptionHtml: html(d.description),
    image: responsiveImage(d.image),
    lang: undefined,
    unitAmount: d.price,
    currency: d.currency,
    per: d.per,
    mode: d.mode === 'instant' ? 'instant' : 'onRequest',
    buyers: d.buyers === 'lead booker' ? 'lead' : 'adults',
    fromDaysBefore: d.on_sale_from_days_before ?? undefined,
    untilDaysBefore: d.on_sale_until_days_before,
    refundUntilDaysBefore: d.refund_until_days_before ?? undefined,
    choose: { day: d.choose_day === true, maxQuantity: d.max_quantity ?? 1, guests: d.choose_guests === true },
  }
  return { read: { lang, unmarked, marked: { ...unmarked, lang } } }
})

/**
 * One offer document as an offer on a page in `pageLang`, its language marked when it is not the page's; undefined
 * when it does not read. The same frozen offer for every request that reads the same kept document.
 */
export function offerOf(doc: ContentDocument, pageLang: string): Offer | undefined {
  const { read } = offerRead(doc)
  if (!read) return undefined
  return read.lang === pageLang ? read.unmarked : read.marked
}

/** Every offer, in the editors' order, in the reader's language (English where a translation is missing). */
export async function offers(reader: ContentReader, pageLang: string): Promise<Offer[]> {
  const docs = await reader.allByType('extra_offer', 'my.extra_offer.order')
  return docs.flatMap((doc) => offerOf(doc, pageLang) ?? [])
}

/** One offer by its uid; undefined when there is none, or it does not read. */
export async function offerByUid(reader: ContentReader, uid: string, pageLang: string): Promise<Offer | undefined> {
  return (await offers(reader, pageLang)).find((offer) => offer.uid === uid)
}
