import { useTexts } from '../../views/PageContext.tsx'

/** Arriving and leaving dates, as a definition list (already formatted for people). */
export function StayDates({
  arrival,
  leaving,
}: {
  readonly arrival: string | undefined
  readonly leaving: string | undefined
}) {
  const t = useTexts()
  return (
    <>
      <div>
        <dt>{t.bookings_arriving()}</dt>
        <dd>{arrival ?? t.bookings_to_be_confirmed()}</dd>
      </div>
      <div>
        <dt>{t.bookings_leaving()}</dt>
        <dd>{leaving ?? t.bookings_to_be_confirmed()}</dd>
      </div>
    </>
  )
}
