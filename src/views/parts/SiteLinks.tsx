import { useTexts } from '../PageContext.tsx'

/** The header's fixed links (SPEC §2's CONTACT US, written in the case of its neighbour) and the resort's main website. */
export function SiteLinks({ marketingSiteUrl }: { readonly marketingSiteUrl: string }) {
  const t = useTexts()
  return (
    <nav className="site-header__links" aria-label={t.nav_site_label()}>
      <a href="/account/contact-us">{t.nav_contact_us()}</a>
      <a href={marketingSiteUrl} rel="noopener">
        {t.link_main_website()}
      </a>
    </nav>
  )
}
