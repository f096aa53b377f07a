import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server.edge'
import { PageFactsProvider, type PageFacts } from '../../views/PageContext.tsx'
import { Header } from '../../views/parts/Header.tsx'
import { Footer } from '../../views/parts/Footer.tsx'
import type { ChromeMarkup } from '../../views/layouts/DefaultLayout.tsx'
import type { Locale } from '../../domain/locale.ts'
import type { SiteLinks } from '../../domain/site-map.ts'
import { textsFor } from '../../i18n/texts.ts'

/**
 * Everything the kept header and footer may read (decision 046): the copy's key, field for field. A page's other facts
 * are typed `never`, so a page's facts (its nonce, its guest) cannot be passed where a key is taken.
 */
export interface ChromeKey {
  readonly locale: Locale
  /** The current route's path pattern, for `aria-current`. */
  readonly currentPath: string | undefined
  readonly overlay: boolean
  readonly signedIn: boolean
  readonly marketingSiteUrl: string
  readonly nonce?: never
  readonly texts?: never
  readonly firstName?: never
  readonly site?: never
}

// Rendered header and footer by key. The keys are finite (routes × languages × variants), the cap only a guard.
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

/** A page's facts made from the key alone; reading any other fact fails the render rather than keep one guest's. */
export function chromeFacts(key: ChromeKey, site: SiteLinks): PageFacts {
  const known = { locale: key.locale, texts: textsFor(key.locale), site, currentPath: key.currentPath }
  return new Proxy(known as unknown as PageFacts, {
    get(target, name) {
      if (name in target) return target[name as keyof PageFacts]
      throw new Error(`the kept header and footer read "${String(name)}", which their key does not hold`)
    },
  })
}

/**
 * The default layout's header and footer (decision 046): the same markup for every guest on a page in a language but
 * for the guest's first name, so each is rendered once per isolate and kept, and the name is written into a copy.
 * They are most of a small page's render. Their `useId`s get prefixes of their own, unique in the page. `siteIn` gives
 * the navigation in a language's words: the same for every request of a worker.
 */
export function keptChrome(
  key: ChromeKey,
  firstName: string | undefined,
  siteIn: (locale: Locale) => SiteLinks,
): ChromeMarkup {
  nameStandIn ??= `gp-name-${crypto.randomUUID()}`
  // Every field of the key, in its declared order: a field added to the key is in the cache's key at once.
  const id = Object.values(key).join('|')
  let markup = kept.get(id)
  if (!markup) {
    const facts = chromeFacts(key, siteIn(key.locale))
    const render = (node: ReactNode, prefix: string) =>
      renderToString(<PageFactsProvider value={facts}>{node}</PageFactsProvider>, { identifierPrefix: prefix })
    markup = {
      header: render(
        <Header
          marketingSiteUrl={key.marketingSiteUrl}
          firstName={key.signedIn ? nameStandIn : undefined}
          overlay={key.overlay}
        />,
        'h-',
      ),
      footer: render(<Footer signedIn={key.signedIn} marketingSiteUrl={key.marketingSiteUrl} />, 'f-'),
    }
    if (kept.size >= most) kept.clear()
    kept.set(id, markup)
  }
  if (!key.signedIn) return markup
  // A replacer function: a string would read `$&`, `$'` and `$$` in the name as patterns (issue 38, item 23).
  const name = escaped(firstName ?? '')
  return { ...markup, header: markup.header.replaceAll(nameStandIn, () => name) }
}
