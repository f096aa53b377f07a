import { Modal } from './Modal.tsx'
import { LinkList, type NavLink } from './LinkList.tsx'
import { SignOutButton } from './SignOutButton.tsx'
import { LanguagePicker } from './LanguagePicker.tsx'
import { useTexts } from '../PageContext.tsx'

export interface AccountMenuProps {
  readonly firstName: string
  readonly links: readonly NavLink[]
  readonly current?: string | undefined
}

/** The header's account button (SPEC §2): the user's first name, opening the account menu modal. */
export function AccountMenu({ firstName, links, current }: AccountMenuProps) {
  const t = useTexts()
  return (
    <Modal
      className="account-button"
      fallbackHref="/account/account-settings"
      title={t.account_menu_title()}
      label={
        <>
          <span className="visually-hidden">{`${t.account_menu_for()} `}</span>
          <bdi>{firstName}</bdi>
        </>
      }
    >
      <LinkList links={links} after={<SignOutButton />} current={current} />
      <LanguagePicker />
    </Modal>
  )
}
