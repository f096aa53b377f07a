import { SiteLinks } from './SiteLinks.tsx'
import { Logo } from './Logo.tsx'
import { AccountMenu } from './AccountMenu.tsx'
import { MobileNav } from './MobileNav.tsx'
import { usePageFacts } from '../PageContext.tsx'

export interface HeaderProps {
  readonly marketingSiteUrl: string
  /** The signed-in user's first name; undefined when nobody is signed in. */
  readonly firstName: string | undefined
  /** The overlay variant sits on the page's hero band (SPEC §2 overlay header). */
  readonly overlay: boolean
}

/** SPEC §2 header: logo, CONTACT US, the marketing site, mobile navigation and the account button. */
export function Header({ marketingSiteUrl, firstName, overlay }: HeaderProps) {
  const { site, currentPath } = usePageFacts()
  return (
    <header className={overlay ? 'site-header site-header--overlay' : 'site-header'}>
      <Logo />
      <SiteLinks marketingSiteUrl={marketingSiteUrl} />
      {firstName !== undefined && (
        <div className="site-header__actions">
          <MobileNav links={site.navigation} current={currentPath} />
          <AccountMenu firstName={firstName} links={site.accountMenu} />
        </div>
      )}
    </header>
  )
}
