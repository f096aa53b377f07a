import { Modal } from '../../views/parts/Modal.tsx'
import { GuestForm, type GuestFormProps } from './GuestForm.tsx'
import { useLocale, useTexts } from '../../views/PageContext.tsx'
import { ownWords } from '../../domain/locale.ts'

export interface GuestDetailsModalProps extends Omit<GuestFormProps, 'errors'> {
  readonly name: string
  readonly complete: boolean
}

/**
 * SPEC §2 guest details modal: edit one guest's details in a dialog. Without JavaScript the
 * trigger is a link to the same form on its own page (/account/guests/{id}).
 */
export function GuestDetailsModal({
  name: written,
  complete,
  action,
  values,
  passportRequired,
}: GuestDetailsModalProps) {
  const t = useTexts()
  // The guest's name isolated in the dialog's plain-text title and label (issue 38, item 6).
  const name = ownWords(written, useLocale())
  return (
    <Modal
      className="guest__edit"
      fallbackHref={action}
      title={t.home_guest_details_title({ name })}
      label={
        <>
          {complete ? t.home_guest_edit_details() : t.home_guest_complete_details()}
          <span className="visually-hidden">{` ${t.home_guest_for_name({ name })}`}</span>
        </>
      }
    >
      <GuestForm action={action} values={values} passportRequired={passportRequired} />
    </Modal>
  )
}
