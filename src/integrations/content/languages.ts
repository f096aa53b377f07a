// The content service's languages: our locales as its locale codes, a document's language as a tag for a page, and a
// list read in the guest's language with the master's documents standing in for missing translations.
import type * as prismic from '@prismicio/client'
import { baseLocale, locales, type Locale } from '../../domain/locale.ts'

/**
 * The content repository's locale codes for ours: what every read sends as Prismic's `lang`. The repository's master
 * locale is en-gb. A document not translated into the guest's language is read again without `lang`, which the
 * Content API answers with the master locale's version (`lang=*` would be every locale). A repository with other codes
 * (`ar-sa`, say) needs only this map changed.
 */
export const contentLangs: Readonly<Record<Locale, string>> = {
  'en-GB': 'en-gb',
  de: 'de-de',
  fr: 'fr-fr',
  es: 'es-es',
  ar: 'ar-ae',
  // The pseudo-language (layout checks) reads the master locale's documents.
  'en-XA': 'en-gb',
}

/** The master locale's code: reads in it have nothing to fall back to. */
export const masterContentLang = contentLangs[baseLocale]

/**
 * The language tag of a document's `lang` ('de-de' → 'de', 'en-gb' → 'en-GB'), for the `lang` attribute that marks
 * a document shown in another language than the page's; a code of no locale of ours is kept as the document gives it.
 */
export function languageOfContent(lang: string): string {
  const lower = lang.toLowerCase()
  return locales.find((locale) => contentLangs[locale] === lower) ?? lang
}

/**
 * A list read in the guest's language, with each master document that has no translation in its place: the master
 * locale's order, each document replaced by its translation (an `alternate_languages` entry, or the same uid), then
 * translations with no master document.
 */
export function withFallbacks<D extends prismic.PrismicDocument>(master: readonly D[], translated: readonly D[]): D[] {
  const used = new Set<D>()
  const merged = master.map((doc) => {
    const ids = new Set(doc.alternate_languages.map((alternate) => alternate.id))
    const translation = translated.find(
      (other) => !used.has(other) && (ids.has(other.id) || (doc.uid !== null && other.uid === doc.uid)),
    )
    if (!translation) return doc
    used.add(translation)
    return translation
  })
  return [...merged, ...translated.filter((doc) => !used.has(doc))]
}
