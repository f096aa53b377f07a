/** The links at the foot of every page (issue 28): the main website, contact us, accessibility and legal, nothing else. */
export function FooterLinks({ marketingSiteUrl }: { readonly marketingSiteUrl: string }) {
  return (
    <ul className="links-row">
      <li>
        <a href={marketingSiteUrl} rel="noopener">
          Main website
        </a>
      </li>
      <li>
        <a href="/account/contact-us">Contact us</a>
      </li>
      <li>
        <a href="/accessibility">Accessibility</a>
      </li>
      <li>
        <a href="/legal">Legal</a>
      </li>
    </ul>
  )
}
