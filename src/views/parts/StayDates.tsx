/** Arriving and leaving dates, as a definition list (already formatted for people). */
export function StayDates({
  arrival,
  leaving,
}: {
  readonly arrival: string | undefined
  readonly leaving: string | undefined
}) {
  return (
    <>
      <div>
        <dt>Arriving</dt>
        <dd>{arrival ?? 'To be confirmed'}</dd>
      </div>
      <div>
        <dt>Leaving</dt>
        <dd>{leaving ?? 'To be confirmed'}</dd>
      </div>
    </>
  )
}
