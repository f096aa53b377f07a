export interface CancelVisitProps {
  readonly action: string
  readonly name: string
  readonly kind: 'appointment' | 'class'
  readonly day: string
  readonly start: string
  readonly end: string
  readonly late: boolean
}

/** What cancelling a wellness visit means, and the form that does it (modal and page alike). */
export function CancelVisit({ action, name, kind, day, start, end, late }: CancelVisitProps) {
  return (
    <div className="stack">
      <p>
        <strong>{name}</strong>
        {` (${kind}), ${day}, ${start}–${end}.`}
      </p>
      <p>
        {kind === 'class'
          ? 'Cancelling gives your place in the class back to the spa.'
          : 'Cancelling frees your appointment for someone else.'}{' '}
        You will get an email to confirm it.
      </p>
      {late && (
        <p className="alert alert--error" role="note">
          It starts in less than 24 hours, so this is a late cancellation and the spa's late-cancellation charge may
          apply.
        </p>
      )}
      <form method="post" action={action}>
        <button className="button" type="submit">
          {late ? `Cancel late: ${name}` : `Cancel ${name}`}
        </button>
      </form>
    </div>
  )
}
