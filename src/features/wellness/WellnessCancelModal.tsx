import { useTexts } from '../../views/PageContext.tsx'
import { Modal } from '../../views/parts/Modal.tsx'
import { CancelVisit, type CancelVisitProps } from './CancelVisit.tsx'

/**
 * SPEC §2 wellness cancellation confirmation: a dialog naming the visit and what cancelling
 * means. Without JavaScript the trigger leads to the same confirmation as a page.
 */
export function WellnessCancelModal(props: CancelVisitProps) {
  const t = useTexts()
  return (
    <Modal
      className="visit__cancel"
      fallbackHref={`${props.action}?from=${props.from}`}
      title={t.wellness_cancel_heading()}
      label={
        <>
          {t.wellness_cancel_trigger()}
          <span className="visually-hidden">
            {t.wellness_cancel_trigger_which({ name: props.name, day: props.day, start: props.start })}
          </span>
        </>
      }
    >
      <CancelVisit {...props} />
    </Modal>
  )
}
