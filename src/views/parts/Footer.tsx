import { LinkList } from './LinkList.tsx'
import { siteNavLinks } from './nav.ts'
import { SignOutButton } from './SignOutButton.tsx'

/** The footer holds the full site navigation, which the mobile menu falls back to without JavaScript. */
export function Footer({
  signedIn,
  marketingSiteUrl,
}: {
  readonly signedIn: boolean
  readonly marketingSiteUrl: string
}) {
  return (
    <footer className="site-footer">
      {signedIn && (
        <nav id="site-nav" aria-label="Guest hub">
          <h2 className="site-footer__title">Guest hub</h2>
          <LinkList links={siteNavLinks} after={<SignOutButton />} />
        </nav>
      )}
      <p className="links-row">
        <a href={marketingSiteUrl} rel="noopener">
          Visit our main website
        </a>
        <a href="/accessibility">Accessibility</a>
      </p>
    </footer>
  )
}
