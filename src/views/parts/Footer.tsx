import { LinkList } from './LinkList.tsx'
import { usePageFacts } from '../PageContext.tsx'
import { SignOutButton } from './SignOutButton.tsx'

/** The footer holds the full site navigation, which the mobile menu falls back to without JavaScript. */
export function Footer({
  signedIn,
  marketingSiteUrl,
}: {
  readonly signedIn: boolean
  readonly marketingSiteUrl: string
}) {
  const { site, currentPath } = usePageFacts()
  return (
    <footer className="site-footer">
      {signedIn && (
        <nav id="site-nav" aria-label="Guest Hub">
          <h2 className="site-footer__title">Guest Hub</h2>
          <LinkList links={site.navigation} after={<SignOutButton />} current={site.placeOf(currentPath)} />
        </nav>
      )}
      <p className="links-row">
        <a href={marketingSiteUrl} rel="noopener">
          Visit our main website
        </a>
        {/* Signed in, contact us is in the navigation above; signed out, on a phone, only here. */}
        {!signedIn && <a href="/account/contact-us">Contact us</a>}
        <a href="/accessibility">Accessibility</a>
      </p>
    </footer>
  )
}
