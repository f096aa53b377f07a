import { Modal } from './Modal.tsx'
import { LinkList, type NavLink } from './LinkList.tsx'
import { useTexts } from '../PageContext.tsx'

export interface MobileNavProps {
  readonly links: readonly NavLink[]
}

/** The header's mobile navigation button (SPEC §2). Without JavaScript it jumps to the footer's site navigation. */
export function MobileNav({ links, current }: MobileNavProps & { readonly current?: string | undefined }) {
  const t = useTexts()
  return (
    <Modal className="menu-button" fallbackHref="#site-nav" title={t.nav_menu()} label={t.nav_menu()}>
      <LinkList links={links} current={current} />
    </Modal>
  )
}
