// What pages show of content-service documents, ready to render: HTML from rich text (escaped
// by the content client's serializer), images with their responsive sources, resolved links.
import { asLocale, directionOf, type Locale } from './locale.ts'

/** SPEC §9 default image widths, for `srcset`. */
export const imageWidths = [640, 828, 1200, 2048, 3840] as const

export interface ResponsiveImage {
  readonly src: string
  readonly srcSet: string
  readonly alt: string
  readonly width: number
  readonly height: number
}

export interface ContentLink {
  readonly href: string
  readonly label: string
  /** Leaves the portal: opened as a full-page navigation to another site. */
  readonly external: boolean
}

export type ContentSlice =
  | { readonly id: string; readonly type: 'text'; readonly html: string }
  | {
      readonly id: string
      readonly type: 'image'
      readonly image: ResponsiveImage
      readonly caption: string | undefined
    }
  | {
      readonly id: string
      readonly type: 'call_to_action'
      readonly title: string
      readonly html: string
      readonly link: ContentLink | undefined
    }
  /** Only in the slice simulator, which needs one element per slice: a slice the portal does not show. */
  | { readonly id: string; readonly type: 'unsupported'; readonly sliceType: string }

/** True for links that leave the portal (absolute http(s) URLs); paths stay inside it. */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href)

/** A what's on highlight (whats_on.highlights). */
export interface Highlight {
  readonly id: string
  readonly title: string
  readonly when: string
  readonly summary: string
  readonly image: ResponsiveImage | undefined
  readonly html: string
  readonly link: ContentLink | undefined
}

/** One thing to arrange (what_to_arrange_when.items); its timing as the content gives it. */
export interface Arrangement {
  readonly title: string
  readonly html: string
  readonly link: ContentLink | undefined
  readonly timing: string | null
  /** Its document's language (a language tag): the guest's, or the master locale's when it has no translation. */
  readonly lang?: string
}

/** A tailor-your-holiday document as a card on the overview. */
export interface TailorCard {
  readonly uid: string
  readonly title: string
  readonly summary: string
  readonly image: ResponsiveImage | undefined
  /** The document's language (a language tag): the guest's, or the master locale's when it has no translation. */
  readonly lang?: string
}

/** The attributes that mark words in another language than the page's: none when they are the page's own. */
export interface LanguageMark {
  readonly lang?: string
  readonly dir?: 'ltr' | 'rtl'
}

/** Languages written right to left among those content may come in, beyond ours (by primary subtag). */
const rightToLeftLanguages = new Set(['ar', 'fa', 'he', 'ur'])

/**
 * How to mark a content document in `contentLang` (a language tag) on a page in `locale`: nothing when it is the
 * page's language; else its `lang`, so screen readers switch voice, and its `dir` when its direction is not the page's.
 * A document shown in the master locale because it has no translation is marked this way.
 * @example contentLanguage('en-GB', 'ar') // { lang: 'en-GB', dir: 'ltr' }
 */
export function contentLanguage(contentLang: string | undefined, locale: Locale): LanguageMark {
  if (!contentLang || contentLang.toLowerCase() === locale.toLowerCase()) return {}
  const known = asLocale(contentLang)
  const direction = known
    ? directionOf(known)
    : rightToLeftLanguages.has(contentLang.toLowerCase().split('-')[0] ?? '')
      ? 'rtl'
      : 'ltr'
  return direction === directionOf(locale) ? { lang: contentLang } : { lang: contentLang, dir: direction }
}

/**
 * The page's own words inside an element marked with `mark` (a visually hidden phrase of ours inside a content
 * block): marked back with the page's language, or nothing when the block is in the page's language.
 */
export function pageLanguage(mark: LanguageMark, locale: Locale): LanguageMark {
  return mark.lang ? { lang: locale, ...(mark.dir && { dir: directionOf(locale) }) } : {}
}

/** How the spa takes bookings, as the contact us document gives it; any of them may be missing (issue 38, item 18). */
export interface SpaBooking {
  readonly phone: string | undefined
  readonly email: string | undefined
  /** The spa's own booking page (an absolute https address). */
  readonly page: string | undefined
}
