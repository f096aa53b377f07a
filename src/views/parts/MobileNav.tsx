import { Modal } from './Modal.tsx'
import { LinkList, type NavLink } from './LinkList.tsx'

export interface MobileNavProps {
  readonly links: readonly NavLink[]
}

/** The header's mobile navigation button (SPEC §2). Without JavaScript it jumps to the footer's site navigation. */
export function MobileNav({ links, current }: MobileNavProps & { readonly current?: string | undefined }) {
  return (
    <Modal className="menu-button" fallbackHref="#site-nav" title="Menu" label="Menu">
      <LinkList links={links} current={current} />
    </Modal>
  )
}
