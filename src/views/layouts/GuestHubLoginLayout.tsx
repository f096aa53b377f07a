import type { ReactNode } from 'react'
import { Logo } from '../parts/Logo.tsx'

/** The guest-hub-login layout (SPEC §2): a calm card for signing in and password screens. */
export function GuestHubLoginLayout({ marketingSiteUrl, children }: { readonly marketingSiteUrl: string; readonly children: ReactNode }) {
  return (
    <div className="login-layout">
      <header className="login-layout__header">
        <Logo />
        <nav className="site-header__links" aria-label="Site">
          <a href="/account/contact-us">CONTACT US</a>
          <a href={marketingSiteUrl} rel="noopener">
            Main website
          </a>
        </nav>
      </header>
      <main id="main" className="login-layout__card">
        {children}
      </main>
    </div>
  )
}
