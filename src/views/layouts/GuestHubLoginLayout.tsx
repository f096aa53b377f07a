import type { ReactNode } from 'react'
import { SiteLinks } from '../parts/SiteLinks.tsx'
import { Logo } from '../parts/Logo.tsx'
import { FooterLinks } from '../parts/FooterLinks.tsx'
import { LanguagePicker } from '../parts/LanguagePicker.tsx'
import { ResortScene } from '../parts/ResortScene.tsx'

/** The guest-hub-login layout (SPEC §2): a calm card for signing in and password screens. */
export function GuestHubLoginLayout({
  marketingSiteUrl,
  children,
}: {
  readonly marketingSiteUrl: string
  readonly children: ReactNode
}) {
  return (
    <div className="login-layout">
      <ResortScene />
      <header className="login-layout__header">
        <Logo />
        <SiteLinks marketingSiteUrl={marketingSiteUrl} />
      </header>
      <main id="main" className="login-layout__card">
        {children}
      </main>
      {/* On a phone the header's links are hidden: contact us and the main website are here instead. */}
      <footer className="login-layout__footer">
        <FooterLinks marketingSiteUrl={marketingSiteUrl} />
        <LanguagePicker />
      </footer>
    </div>
  )
}
