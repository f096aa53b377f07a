import { createContext, useContext } from 'react'
import type { SiteLinks } from '../domain/site-map.ts'
import type { Locale } from '../domain/locale.ts'
import type { Texts } from '../i18n/texts.ts'

/** What build.ts writes to /_build/manifest.json. */
export interface BuildManifest {
  readonly buildId: string
  readonly css: string
  /** The first-contact cut of the heading face, preloaded by a sign-in layout's first page (decision 054). */
  readonly firstFont: string
  readonly loader: string
  readonly islands: Readonly<Record<string, string>>
  /** Page scripts that are not islands (the slice simulator's). */
  readonly scripts: { readonly sliceSimulator: string }
}

/** Per-request rendering facts the document and islands need; one object per render. */
export interface PageFacts {
  readonly nonce: string
  /** The page's language (decision 045), for `<html lang dir>` and Intl's formats. */
  readonly locale: Locale
  /** The message catalogue in the page's language. */
  readonly texts: Texts
  readonly manifest: BuildManifest
  /** Browser monitoring settings (JSON), when monitoring is configured. */
  readonly monitoring?: string | undefined
  /** The stylesheet's text, inlined on a browser's first page (decision 021); else the file is linked. */
  readonly inlineStyle?: string | undefined
  /** The signed-in guest's first name, for the '[name]' placeholder of content texts (SPEC §9). */
  readonly firstName?: string | undefined
  /** A signed-in page: it carries the starter script (monitoring, new-version detection) even without islands. */
  readonly signedIn: boolean
  /** A page kept for offline reading carries its offline banner hidden, with this sentence (decision 030). */
  readonly offlineBanner?: string | undefined
  /** The routes' navigation, account menu and kept pages (src/routes/index.ts). */
  readonly site: SiteLinks
  /** The current route's path pattern, for `aria-current` in the navigation. */
  readonly currentPath?: string | undefined
  /** Set by the first island rendered. */
  islandsUsed: boolean
  /** Set when the starter script is written, so it is written once per page. */
  starterWritten?: boolean
}

const PageContext = createContext<PageFacts | null>(null)
export const PageFactsProvider = PageContext.Provider

/** The first name for content's '[name]' placeholder; undefined outside a page (a slice simulator fragment). */
export function useGuestFirstName(): string | undefined {
  return useContext(PageContext)?.firstName
}

export function usePageFacts(): PageFacts {
  const facts = useContext(PageContext)
  if (!facts) throw new Error('usePageFacts outside a rendered page')
  return facts
}

/** The page's words: the message catalogue in its language (decision 045). */
export function useTexts(): Texts {
  return usePageFacts().texts
}

/** The page's language. */
export function useLocale(): Locale {
  return usePageFacts().locale
}
