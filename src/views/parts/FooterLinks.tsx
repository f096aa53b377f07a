import { useTexts } from '../PageContext.tsx'

/**
 * The links at the foot of every page (issue 28): the main website, contact us, accessibility and legal, nothing
 * else. The first two are the header's too (SiteLinks), so each is marked with the width from which the header shows
 * it, and the stylesheet shows it here only below that (issue 38: nothing twice at once). Signed in, below 80rem,
 * contact us is in the menu instead.
 */
export function FooterLinks({
  marketingSiteUrl,
  signedIn = false,
}: {
  readonly marketingSiteUrl: string
  readonly signedIn?: boolean
}) {
  const t = useTexts()
  const inHeaderFrom = signedIn ? '80' : '48'
  return (
    <ul className="links-row">
      <li data-in-header-from={inHeaderFrom}>
        <a href={marketingSiteUrl} rel="noopener">
          {t.link_main_website()}
        </a>
      </li>
      {!signedIn && (
        <li data-in-header-from={inHeaderFrom}>
          <a href="/account/contact-us">{t.nav_contact_us()}</a>
        </li>
      )}
      <li>
        <a href="/accessibility">{t.link_accessibility()}</a>
      </li>
      <li>
        <a href="/legal">{t.link_legal()}</a>
      </li>
    </ul>
  )
}
