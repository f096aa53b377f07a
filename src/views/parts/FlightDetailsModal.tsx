import { Modal } from './Modal.tsx'
import { FlightForm } from './FlightForm.tsx'
import type { FlightFormValues } from '../../domain/flight-form.ts'

/**
 * SPEC §2 flight details modal: arrival and departure flights in a dialog. Without JavaScript
 * the trigger is a link to the same form on its own page.
 */
export function FlightDetailsModal({
  action,
  values,
  hasFlights,
}: {
  readonly action: string
  readonly values: FlightFormValues
  readonly hasFlights: boolean
}) {
  return (
    <Modal
      className="button button--secondary"
      fallbackHref={action}
      title="Your flights"
      label={hasFlights ? 'Change your flights' : 'Add your flights'}
    >
      <FlightForm action={action} values={values} />
    </Modal>
  )
}
