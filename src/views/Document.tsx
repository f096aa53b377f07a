import type { ReactNode } from 'react'
import { usePageFacts } from './PageContext.tsx'
import { StarterScript } from './Island.tsx'
import { themeColor } from '../domain/app-identity.ts'
import { directionOf } from '../domain/locale.ts'

interface DocumentProps {
  readonly title: string
  readonly children: ReactNode
  /** Extra inline script (already trusted), run with the page's nonce. */
  readonly inlineScript?: string | undefined
  /** A page script that is not an island (a module from public/_build), run with the nonce. */
  readonly moduleScript?: string | undefined
  /**
   * A first screen a new guest meets (the sign-in layout): on a first page, whose inline stylesheet has only the
   * first-contact cut of the heading face, that cut is fetched beside the page (decision 054).
   */
  readonly firstContact?: boolean
}

/**
 * The HTML document around every page: one stylesheet (inline on a first visit), and the starter script only on
 * signed-in pages and pages with islands.
 */
export function Document({ title, children, inlineScript, moduleScript, firstContact = false }: DocumentProps) {
  const { manifest, nonce, monitoring, inlineStyle, offlineBanner, locale, texts: t } = usePageFacts()
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t.document_title({ title })}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content={themeColor} />
        {inlineStyle ? (
          <>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, allowed by its CSP hash */}
            <style dangerouslySetInnerHTML={{ __html: inlineStyle }} />
            <link rel="prefetch" href={manifest.css} />
            {firstContact && (
              <link rel="preload" href={manifest.firstFont} as="font" type="font/woff2" crossOrigin="" />
            )}
          </>
        ) : (
          <link rel="stylesheet" href={manifest.css} />
        )}
        <meta name="gp-build" content={manifest.buildId} />
        {monitoring && <meta name="gp-monitoring" content={monitoring} />}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t.skip_to_content()}
        </a>
        {offlineBanner && (
          // Shown by the service worker only when it answers with this copy offline (decision 030).
          <div className="offline-banner" hidden>
            <p>{offlineBanner}</p>
          </div>
        )}
        {children}
        <StarterScript />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a script of ours written in the route, run by its nonce */}
        {inlineScript && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineScript }} />}
        {moduleScript && <script type="module" nonce={nonce} src={moduleScript} />}
      </body>
    </html>
  )
}
