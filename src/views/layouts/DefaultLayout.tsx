import type { ReactNode } from 'react'
import { Header } from '../parts/Header.tsx'
import { Footer } from '../parts/Footer.tsx'

export interface ChromeProps {
  readonly marketingSiteUrl: string
  readonly firstName: string | undefined
  readonly overlayHeader: boolean
}

/** The default layout (SPEC §2): the site header, the page, the footer with site navigation. */
export function DefaultLayout({ chrome, children }: { readonly chrome: ChromeProps; readonly children: ReactNode }) {
  return (
    <>
      <Header marketingSiteUrl={chrome.marketingSiteUrl} firstName={chrome.firstName} overlay={chrome.overlayHeader} />
      <main id="main" className="page">
        {children}
      </main>
      <Footer signedIn={chrome.firstName !== undefined} marketingSiteUrl={chrome.marketingSiteUrl} />
    </>
  )
}
