import { useTexts } from '../PageContext.tsx'

/** The links at the foot of every page (issue 28): the main website, contact us, accessibility and legal, nothing else. */
export function FooterLinks({ marketingSiteUrl }: { readonly marketingSiteUrl: string }) {
  const t = useTexts()
  return (
    <ul className="links-row">
      <li>
        <a href={marketingSiteUrl} rel="noopener">
          {t.link_main_website()}
        </a>
      </li>
      <li>
        <a href="/account/contact-us">{t.nav_contact_us()}</a>
      </li>
      <li>
        <a href="/accessibility">{t.link_accessibility()}</a>
      </li>
      <li>
        <a href="/legal">{t.link_legal()}</a>
      </li>
    </ul>
  )
}
