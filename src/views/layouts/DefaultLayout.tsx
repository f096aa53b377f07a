import type { ReactNode } from 'react'
import { Markup } from '../parts/Later.tsx'

/** The site header and footer, rendered once and kept (src/http/rendering/kept-chrome.tsx renders `Header` and `Footer`). */
export interface ChromeMarkup {
  readonly header: string
  readonly footer: string
}

/** The default layout (SPEC §2): the site header, the page, the footer with site navigation. */
export function DefaultLayout({ chrome, children }: { readonly chrome: ChromeMarkup; readonly children: ReactNode }) {
  return (
    <>
      <Markup html={chrome.header} />
      <main id="main" className="page">
        {children}
      </main>
      <Markup html={chrome.footer} />
    </>
  )
}
