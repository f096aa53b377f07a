// The few words the browser's own scripts write (the offline form sentence, the new-version banner), in the page's
// language (its `<html lang>`): a table built from the catalogue (scripts/page-words.ts, decision 045), bundled with
// the loader, so no page carries them and the browser gets no catalogue.
import table from '../../generated/page-words.json'

export interface PageWords {
  /** A form with fields was sent offline. */
  readonly offlineTyped: string
  /** A form of buttons only was sent offline (a cancellation). */
  readonly offlineUntyped: string
  /** The new-version banner's sentence, before its button. */
  readonly newVersion: string
  /** The new-version banner's button. */
  readonly reload: string
}

const words: Readonly<Record<string, PageWords>> = table

/** The page's words; English for a language the table has not. */
export function pageWords(): PageWords {
  return words[document.documentElement.lang] ?? (words['en-GB'] as PageWords)
}
