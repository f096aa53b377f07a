import type { CancelPlace } from './wellness.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { RangeSentence } from '../../views/parts/Sentence.tsx'

export interface CancelVisitProps {
  readonly action: string
  /** The visit's name, worded (`visitName`). */
  readonly name: string
  readonly kind: 'appointment' | 'class'
  /** Its day as a long date in the guest's language. */
  readonly day: string
  readonly start: string
  readonly end: string
  readonly late: boolean
  /** The page the guest cancels from, which the cancellation returns to. */
  readonly from: CancelPlace
}

/** What cancelling a wellness visit means, and the form that does it (modal and page alike). */
export function CancelVisit({ action, name, kind, day, start, end, late, from }: CancelVisitProps) {
  const t = useTexts()
  const when = kind === 'class' ? t.wellness_cancel_when_class : t.wellness_cancel_when_appointment
  return (
    <div className="stack">
      <p>
        <strong>{name}</strong>
        <RangeSentence sentence={(times) => when({ day, ...times })} start={start} end={end} />
      </p>
      <p>{kind === 'class' ? t.wellness_cancel_means_class() : t.wellness_cancel_means_appointment()}</p>
      {late && (
        <p className="alert alert--error" role="note">
          {t.wellness_cancel_late_warning()}
        </p>
      )}
      <form method="post" action={action}>
        <input type="hidden" name="from" value={from} />
        <button className="button" type="submit">
          {late ? t.wellness_cancel_late_button({ name }) : t.wellness_cancel_button({ name })}
        </button>
      </form>
    </div>
  )
}
