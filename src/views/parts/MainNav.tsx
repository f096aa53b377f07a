import { LinkList } from './LinkList.tsx'
import { MobileNav } from './MobileNav.tsx'
import { useTexts } from '../PageContext.tsx'
import type { SiteLinks } from '../../domain/site-map.ts'

/**
 * The places a guest goes most, and the menu with the pages under them (issues 28 and 38): one list, laid out by the
 * stylesheet as a tab bar along the bottom of a phone and as links in the top bar from about 800 px; from 1280 px the
 * header shows the pages of the guest's place itself, and the menu button goes. `current` is the place of the page
 * the guest is on, `section` the primary place it is under.
 */
export function MainNav({
  site,
  current,
  section,
}: {
  readonly site: SiteLinks
  readonly current: string | undefined
  readonly section: string | undefined
}) {
  const t = useTexts()
  return (
    <nav className="main-nav" aria-label={t.nav_main_label()}>
      <LinkList className="main-nav__places" links={site.primary} current={current} section={section} />
      <MobileNav sections={site.sections} more={site.more} current={current} />
    </nav>
  )
}
