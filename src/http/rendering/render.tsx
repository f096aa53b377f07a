import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import type { AppEnv } from '../middleware/app-env.ts'
import type { Config } from '../../integrations/config.ts'
import { layoutFor } from '../../domain/routes.ts'
import { fallbackName } from '../../domain/greeting.ts'
import { report } from '../middleware/report.ts'
import { keepPage, nonceStandIn, reusedPage } from './rendered-pages.ts'
import { Document } from '../../views/Document.tsx'
import { PageFactsProvider, type BuildManifest, type PageFacts } from '../../views/PageContext.tsx'
import { DefaultLayout } from '../../views/layouts/DefaultLayout.tsx'
import { GuestHubLayout } from '../../views/layouts/GuestHubLayout.tsx'
import { GuestHubLoginLayout } from '../../views/layouts/GuestHubLoginLayout.tsx'
import { PreviewBanner } from '../../views/parts/PreviewBanner.tsx'
import builtManifest from '../../../public/_build/manifest.json'
import { release } from '../../integrations/release.ts'
import { browserMonitoringDefaults } from '../../domain/monitoring-settings.ts'
import { styleToInline } from './stylesheet.ts'
import { markOfflineCopy } from '../middleware/offline-copies.ts'
import { renderToHtml } from './html-stream.ts'
import { keptChrome } from './kept-chrome.tsx'
import { localeOf } from '../middleware/locale.ts'
import { textsFor } from '../../i18n/texts.ts'
import type { Locale } from '../../domain/locale.ts'
import { siteLinksIn, type SiteLinks, type SiteMap } from '../../domain/site-map.ts'
import { memo } from '../../domain/memo.ts'

export const manifest: BuildManifest = builtManifest

// The navigation in each language's words, once per isolate and language (the site map is built once).
const sitesInWords = memo<SiteLinks>(10)
function siteInWords(map: SiteMap, locale: Locale): SiteLinks {
  return sitesInWords(locale, () => {
    const texts = textsFor(locale)
    return siteLinksIn(map, (label) => texts[label]())
  })
}

export interface RenderOptions {
  readonly title: string
  readonly status?: ContentfulStatusCode
  /** The account area's page heading; given, the page is framed by the guest-hub layout. */
  readonly heading?: ReactNode
  /** A small trusted inline script for this page (run with the nonce). */
  readonly inlineScript?: string | undefined
  /** Skip the profile read (error pages must render even when upstreams are down). */
  readonly plain?: boolean
  /**
   * Overrides the route's layout (contact us chooses per request, SPEC §2); 'bare' is the page alone (the slice
   * simulator).
   */
  readonly layout?: 'default' | 'guest-hub-login' | 'bare'
  /** A page script that is not an island, from the build manifest. */
  readonly moduleScript?: string | undefined
  /** Never stored by any cache (pages that differ per request even when signed out). */
  readonly noStore?: boolean
  /**
   * The page's HTML depends on nothing but this key (and the nonce) for a visitor who is not
   * signed in: rendered once per isolate and reused (src/http/rendering/rendered-pages.ts).
   */
  readonly reuseAs?: string | undefined
  /**
   * Rendered as for nobody signed in, whoever asks, with the stylesheet linked: a page the service
   * worker keeps for everyone (the offline page).
   */
  readonly anonymous?: boolean
}

async function firstNameFor(c: Context<AppEnv>, plain: boolean): Promise<string | undefined> {
  const user = c.get('user')
  if (!user) return undefined
  // The verified token's name: the shell need not wait for the profile (decision 019).
  if (user.firstName) return user.firstName
  if (plain) return fallbackName
  try {
    return (await c.get('profile')())?.first_name?.trim() || fallbackName
  } catch (error) {
    report(c, 'profile.header', error)
    return fallbackName
  }
}

// The browser monitoring settings per configuration (one per isolate).
const monitoringSettings = new WeakMap<Config, string | undefined>()
function browserMonitoring(config: Config): string | undefined {
  if (!monitoringSettings.has(config)) {
    const settings = config.MONITORING_INTAKE_URL
      ? JSON.stringify({
          ...browserMonitoringDefaults,
          version: release.version,
          allowLocalhost: config.MONITORING_ON_LOCALHOST === '1',
        })
      : undefined
    monitoringSettings.set(config, settings)
  }
  return monitoringSettings.get(config)
}

/**
 * Streams a page: the layout of its route (SPEC §2) around it, in document order, each part waiting for its data
 * rendered when it is in (decision 042). Cookies and status are settled before the first byte.
 */
export async function render(c: Context<AppEnv>, page: ReactNode, options: RenderOptions): Promise<Response> {
  const route = c.get('route')?.route
  const routeName = route?.name
  const layout = options.layout ?? layoutFor(route)
  const monitoring = browserMonitoring(c.get('config'))
  const nonce = c.get('secureHeadersNonce') ?? ''
  const status = options.status ?? 200
  // Inline or linked stylesheet (decision 021): part of what a reused page is keyed by.
  const anonymous = options.anonymous ?? false
  const inlineStyle = layout === 'bare' || anonymous ? undefined : styleToInline(c)
  const reuse =
    options.reuseAs !== undefined && !c.get('user') && !c.get('previewRef')
      ? `${routeName}|${layout}|${status}|${options.reuseAs}|${inlineStyle ? 'inline' : 'linked'}|${localeOf(c)}`
      : undefined
  c.header('Content-Type', 'text/html; charset=utf-8')
  const personal = !anonymous && (c.get('user') || c.get('previewRef') || options.noStore)
  c.header('Cache-Control', personal ? 'private, no-store' : 'no-cache')
  const offlineBanner = markOfflineCopy(c, status)
  const reused = reuse && reusedPage(reuse, nonce)
  if (reused) return c.body(reused, status)
  const firstName = layout !== 'default' || anonymous ? undefined : await firstNameFor(c, options.plain ?? false)
  const facts: PageFacts = {
    nonce: reuse ? nonceStandIn() : nonce,
    locale: localeOf(c),
    texts: textsFor(localeOf(c)),
    manifest,
    monitoring,
    inlineStyle,
    firstName: anonymous ? undefined : (firstName ?? c.get('user')?.firstName),
    signedIn: !anonymous && !!c.get('user'),
    offlineBanner,
    islandsUsed: false,
    site: siteInWords(c.get('site'), localeOf(c)),
    currentPath: route?.path,
  }
  const overlayHeader = c.get('route')?.route.overlayHeader ?? false
  const framed =
    options.heading !== undefined ? (
      <GuestHubLayout overlay={overlayHeader} heading={options.heading}>
        {page}
      </GuestHubLayout>
    ) : (
      page
    )
  const tree = (
    <PageFactsProvider value={facts}>
      <Document
        title={options.title}
        inlineScript={options.inlineScript}
        moduleScript={options.moduleScript}
        firstContact={layout === 'guest-hub-login'}
      >
        {c.get('previewRef') && layout !== 'bare' && <PreviewBanner returnTo={new URL(c.req.url).pathname} />}
        {layout === 'bare' ? (
          <main id="main">{page}</main>
        ) : layout === 'guest-hub-login' ? (
          <GuestHubLoginLayout marketingSiteUrl={c.get('config').MARKETING_SITE_URL}>{page}</GuestHubLoginLayout>
        ) : (
          <DefaultLayout
            chrome={keptChrome(
              {
                locale: facts.locale,
                currentPath: facts.currentPath,
                overlay: overlayHeader,
                signedIn: firstName !== undefined,
                marketingSiteUrl: c.get('config').MARKETING_SITE_URL,
              },
              firstName,
              (locale) => siteInWords(c.get('site'), locale),
            )}
          >
            {framed}
          </DefaultLayout>
        )}
      </Document>
    </PageFactsProvider>
  )
  const html = await renderToHtml(tree, {
    wrap: (part) => <PageFactsProvider value={facts}>{part}</PageFactsProvider>,
    failed: (error) => {
      report(c, 'render.part', error)
      return <p className="lead">{facts.texts.part_unavailable()}</p>
    },
  })
  if (reuse)
    return c.body(keepPage(reuse, typeof html === 'string' ? html : await new Response(html).text(), nonce), status)
  return c.body(html, status)
}
