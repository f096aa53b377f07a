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
 * and the account button; on a wide screen, under the bar, the pages of the place the guest is in (issue 38: one
 * navigation in two levels, nothing in it twice).
 */
export function Header({ marketingSiteUrl, firstName, overlay }: HeaderProps) {
  const { site, currentPath } = usePageFacts()
  const signedIn = firstName !== undefined
  const classes = ['site-header', overlay && 'site-header--overlay', signedIn && 'site-header--signed-in']
  const current = site.placeOf(currentPath)
  const section = site.sectionOf(currentPath)
  const here = site.sections.find((place) => place.place.href === section)
  return (
    <header className={classes.filter(Boolean).join(' ')}>
      <Logo />
      {signedIn && <MainNav site={site} current={current} section={section} />}
      <SiteLinks marketingSiteUrl={marketingSiteUrl} />
      {signedIn && (
        <div className="site-header__actions">
          <AccountMenu firstName={firstName} links={site.accountMenu} current={current} />
        </div>
      )}
      {/* On a wide screen (80rem) the pages under the guest's place are a row under the bar, named by the place. */}
      {signedIn && here && here.pages.length > 0 && (
        <nav className="site-header__sections" aria-label={here.place.label}>
          <LinkList className="site-header__sections-list" links={here.pages} current={current} />
        </nav>
      )}
    </header>
  )
}
