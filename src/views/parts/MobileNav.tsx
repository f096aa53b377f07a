import { Modal } from './Modal.tsx'
import type { NavLink, NavSection } from '../../domain/site-map.ts'
import { NavSections } from './NavSections.tsx'
import { useTexts } from '../PageContext.tsx'

/**
 * The header's mobile navigation button (SPEC §2): the navigation's second level (issue 38). Without JavaScript it
 * jumps to the footer's site navigation, which lists the same.
 */
export function MobileNav({
  sections,
  more,
  current,
}: {
  readonly sections: readonly NavSection[]
  readonly more: readonly NavLink[]
  readonly current: string | undefined
}) {
  const t = useTexts()
  return (
    <Modal className="menu-button" fallbackHref="#site-nav" title={t.nav_menu()} label={t.nav_menu()}>
      <NavSections sections={sections} more={more} current={current} />
    </Modal>
  )
}
