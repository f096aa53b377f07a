import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'
import { CancelVisit, type CancelVisitProps } from './CancelVisit.tsx'
import { cancelPlaces } from './wellness.ts'

/** /account/wellness/{id}/cancel: the cancellation confirmation as a page. */
export function WellnessCancelPage({
  visit,
  message,
}: {
  readonly visit: CancelVisitProps
  readonly message?: string | undefined
}) {
  const t = useTexts()
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      <CancelVisit {...visit} />
      <p className="more-link">
        <a href={cancelPlaces[visit.from]}>{t.wellness_cancel_keep()}</a>
      </p>
    </div>
  )
}
