import { Modal } from './Modal.tsx'
import { LinkList, type NavLink } from './LinkList.tsx'
import { SignOutButton } from './SignOutButton.tsx'
import { LanguagePicker } from './LanguagePicker.tsx'

export interface AccountMenuProps {
  readonly firstName: string
  readonly links: readonly NavLink[]
}

/** The header's account button (SPEC §2): the user's first name, opening the account menu modal. */
export function AccountMenu({ firstName, links }: AccountMenuProps) {
  return (
    <Modal
      className="account-button"
      fallbackHref="/account/account-settings"
      title="Your account"
      label={
        <>
          <span className="visually-hidden">Account menu for </span>
          {firstName}
        </>
      }
    >
      <LinkList links={links} after={<SignOutButton />} />
      <LanguagePicker />
    </Modal>
  )
}
