/** The header's fixed links (SPEC §2): CONTACT US and the resort's main website. */
export function SiteLinks({ marketingSiteUrl }: { readonly marketingSiteUrl: string }) {
  return (
    <nav className="site-header__links" aria-label="Site">
      <a href="/account/contact-us">CONTACT US</a>
      <a href={marketingSiteUrl} rel="noopener">
        Main website
      </a>
    </nav>
  )
}
