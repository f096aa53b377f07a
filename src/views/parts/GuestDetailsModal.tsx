import { Modal } from './Modal.tsx'
import { GuestForm, type GuestFormProps } from './GuestForm.tsx'

export interface GuestDetailsModalProps extends Omit<GuestFormProps, 'errors'> {
  readonly name: string
  readonly complete: boolean
}

/**
 * SPEC §2 guest details modal: edit one guest's details in a dialog. Without JavaScript the
 * trigger is a link to the same form on its own page (/account/guests/{id}).
 */
export function GuestDetailsModal({ name, complete, action, values, passportRequired }: GuestDetailsModalProps) {
  return (
    <Modal
      className="guest__edit"
      fallbackHref={action}
      title={`Details for ${name}`}
      label={
        <>
          {complete ? 'Edit details' : 'Complete details'}
          <span className="visually-hidden">{` for ${name}`}</span>
        </>
      }
    >
      <GuestForm action={action} values={values} passportRequired={passportRequired} />
    </Modal>
  )
}
