import { Modal } from './Modal.tsx'
import { CancelVisit, type CancelVisitProps } from './CancelVisit.tsx'

/**
 * SPEC §2 wellness cancellation confirmation: a dialog naming the visit and what cancelling
 * means. Without JavaScript the trigger leads to the same confirmation as a page.
 */
export function WellnessCancelModal(props: CancelVisitProps) {
  return (
    <Modal
      className="visit__cancel"
      fallbackHref={props.action}
      title="Cancel this visit?"
      label={
        <>
          Cancel<span className="visually-hidden">{` ${props.name} on ${props.day} at ${props.start}`}</span>
        </>
      }
    >
      <CancelVisit {...props} />
    </Modal>
  )
}
