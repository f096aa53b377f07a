import { usePageFacts } from '../PageContext.tsx'
import { SignOutButton } from './SignOutButton.tsx'
import { FooterLinks } from './FooterLinks.tsx'
import { NavSections } from './NavSections.tsx'

/**
 * The compact footer (issue 28): the navigation lives in the header's MainNav. The menu's list stays here only for
 * browsers that can open no dialog (no popovers), where the menu button is a link to it; the stylesheet hides it
 * everywhere else.
 */
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
        <nav id="site-nav" className="site-footer__nav" aria-label="Guest Hub">
          <h2 className="site-footer__title">Guest Hub</h2>
          <NavSections
            sections={site.sections}
            more={site.more}
            current={site.placeOf(currentPath)}
            after={<SignOutButton />}
          />
        </nav>
      )}
      <FooterLinks marketingSiteUrl={marketingSiteUrl} signedIn={signedIn} />
    </footer>
  )
}
