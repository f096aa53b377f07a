import { Modal } from '../../views/parts/Modal.tsx'
import { FlightForm } from './FlightForm.tsx'
import type { FlightFormValues } from './flight-form.ts'
import { useTexts } from '../../views/PageContext.tsx'

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
  const t = useTexts()
  return (
    <Modal
      className="button button--secondary"
      fallbackHref={action}
      title={t.advance_part_flight()}
      label={hasFlights ? t.advance_change_flights() : t.advance_add_flights()}
    >
      <FlightForm action={action} values={values} />
    </Modal>
  )
}
