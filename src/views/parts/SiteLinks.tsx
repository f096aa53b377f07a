/** The header's fixed links (SPEC §2's CONTACT US, written in the case of its neighbour) and the resort's main website. */
export function SiteLinks({ marketingSiteUrl }: { readonly marketingSiteUrl: string }) {
  return (
    <nav className="site-header__links" aria-label="Site">
      <a href="/account/contact-us">Contact us</a>
      <a href={marketingSiteUrl} rel="noopener">
        Main website
      </a>
    </nav>
  )
}
