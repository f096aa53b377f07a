import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server.edge'
import { PageFactsProvider, type PageFacts } from '../views/PageContext.tsx'
import { Header } from '../views/parts/Header.tsx'
import { Footer } from '../views/parts/Footer.tsx'
import type { ChromeMarkup } from '../views/layouts/DefaultLayout.tsx'

export interface ChromeFacts {
  readonly marketingSiteUrl: string
  readonly firstName: string | undefined
  readonly overlayHeader: boolean
}

// Rendered header and footer by page, language and variant. The keys are finite (routes × languages × variants), the
// cap only a guard.
const kept = new Map<string, ChromeMarkup>()
const most = 2000
// Rendered in the first name's place, then replaced by the guest's own. Made on first use: a Worker cannot make random
// values at its module's top level.
let nameStandIn: string | undefined

const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')

/**
 * The default layout's header and footer (decision 046): the same markup for every guest on a page in a language but
 * for the guest's first name, so each is rendered once per isolate and kept, and the name is written into a copy.
 * They are most of a small page's render. Their `useId`s get prefixes of their own, unique in the page.
 */
export function keptChrome(facts: PageFacts, chrome: ChromeFacts): ChromeMarkup {
  const signedIn = chrome.firstName !== undefined
  nameStandIn ??= `gp-name-${crypto.randomUUID()}`
  const key = `${facts.locale}|${facts.currentPath}|${chrome.overlayHeader}|${signedIn}|${chrome.marketingSiteUrl}`
  let markup = kept.get(key)
  if (!markup) {
    const withFacts = (node: ReactNode, prefix: string) =>
      renderToString(<PageFactsProvider value={facts}>{node}</PageFactsProvider>, { identifierPrefix: prefix })
    markup = {
      header: withFacts(
        <Header
          marketingSiteUrl={chrome.marketingSiteUrl}
          firstName={signedIn ? nameStandIn : undefined}
          overlay={chrome.overlayHeader}
        />,
        'h-',
      ),
      footer: withFacts(<Footer signedIn={signedIn} marketingSiteUrl={chrome.marketingSiteUrl} />, 'f-'),
    }
    if (kept.size >= most) kept.clear()
    kept.set(key, markup)
  }
  if (!signedIn) return markup
  // A replacer function: a string would read `$&`, `$'` and `$$` in the name as patterns (issue 38, item 23).
  const name = escaped(chrome.firstName ?? '')
  return { ...markup, header: markup.header.replaceAll(nameStandIn, () => name) }
}
