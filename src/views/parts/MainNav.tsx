import { LinkList, type NavLink } from './LinkList.tsx'
import { MobileNav } from './MobileNav.tsx'
import { useTexts } from '../PageContext.tsx'

/**
 * The places a guest goes most, and the menu with everything else (issue 28): one list, laid out by the stylesheet as
 * a tab bar along the bottom of a phone and as links in the top bar from about 800 px. `current` is the place of the
 * page the guest is on.
 */
export function MainNav({
  primary,
  all,
  current,
}: {
  readonly primary: readonly NavLink[]
  readonly all: readonly NavLink[]
  readonly current: string | undefined
}) {
  const t = useTexts()
  return (
    <nav className="main-nav" aria-label={t.nav_main_label()}>
      <LinkList className="main-nav__places" links={primary} current={current} />
      <MobileNav links={all} current={current} />
    </nav>
  )
}
