import { Alert } from '../parts/Alert.tsx'
import { CancelVisit, type CancelVisitProps } from '../parts/CancelVisit.tsx'

/** /account/wellness/{id}/cancel: the cancellation confirmation as a page. */
export function WellnessCancelPage({
  visit,
  message,
}: {
  readonly visit: CancelVisitProps
  readonly message?: string | undefined
}) {
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      <CancelVisit {...visit} />
      <p className="more-link">
        <a href="/account#wellness">Keep it and go back</a>
      </p>
    </div>
  )
}
