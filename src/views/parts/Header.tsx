import { SiteLinks } from './SiteLinks.tsx'
import { Logo } from './Logo.tsx'
import { AccountMenu } from './AccountMenu.tsx'
import { MainNav } from './MainNav.tsx'
import { usePageFacts } from '../PageContext.tsx'

export interface HeaderProps {
  readonly marketingSiteUrl: string
  /** The signed-in user's first name; undefined when nobody is signed in. */
  readonly firstName: string | undefined
  /** The overlay variant sits on the page's hero band (SPEC §2 overlay header). */
  readonly overlay: boolean
}

/**
 * SPEC §2 header: logo, CONTACT US, the marketing site, the navigation (its places and the menu; a tab bar on a phone)
 * and the account button.
 */
export function Header({ marketingSiteUrl, firstName, overlay }: HeaderProps) {
  const { site, currentPath } = usePageFacts()
  const signedIn = firstName !== undefined
  const classes = ['site-header', overlay && 'site-header--overlay', signedIn && 'site-header--signed-in']
  return (
    <header className={classes.filter(Boolean).join(' ')}>
      <Logo />
      {signedIn && <MainNav primary={site.primary} all={site.navigation} current={site.placeOf(currentPath)} />}
      <SiteLinks marketingSiteUrl={marketingSiteUrl} />
      {signedIn && (
        <div className="site-header__actions">
          <AccountMenu firstName={firstName} links={site.accountMenu} />
        </div>
      )}
    </header>
  )
}
