// The few words the browser's own scripts write (the offline form sentence, the new-version banner), in the page's
// language: the server writes them in a meta tag of every signed-in page (decision 045), as the browser has no
// catalogue.

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

export const pageWordsMeta = 'gp-words'

/** The page's words, or undefined on a page without them. */
export function pageWords(): PageWords | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${pageWordsMeta}"]`)?.content
  if (!content) return undefined
  try {
    return JSON.parse(content) as PageWords
  } catch {
    return undefined
  }
}
