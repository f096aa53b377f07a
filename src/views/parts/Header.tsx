import { SiteLinks } from './SiteLinks.tsx'
import { Logo } from './Logo.tsx'
import { AccountMenu } from './AccountMenu.tsx'
import { MainNav } from './MainNav.tsx'
import { LinkList } from './LinkList.tsx'
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
 * and the account button; on a wide screen a row with every other section.
 */
export function Header({ marketingSiteUrl, firstName, overlay }: HeaderProps) {
  const { site, currentPath, texts: t } = usePageFacts()
  const signedIn = firstName !== undefined
  const classes = ['site-header', overlay && 'site-header--overlay', signedIn && 'site-header--signed-in']
  const current = site.placeOf(currentPath)
  return (
    <header className={classes.filter(Boolean).join(' ')}>
      <Logo />
      {signedIn && <MainNav primary={site.primary} all={site.navigation} current={current} />}
      <SiteLinks marketingSiteUrl={marketingSiteUrl} />
      {signedIn && (
        <div className="site-header__actions">
          <AccountMenu firstName={firstName} links={site.accountMenu} />
        </div>
      )}
      {/* On a wide screen (80rem) every other section is a row under the bar: each one click away (issue 28). */}
      {signedIn && (
        <nav className="site-header__sections" aria-label={t.nav_sections_label()}>
          <LinkList
            className="site-header__sections-list"
            links={site.navigation.filter((link) => !site.primary.some((place) => place.href === link.href))}
            current={current}
          />
        </nav>
      )}
    </header>
  )
}
