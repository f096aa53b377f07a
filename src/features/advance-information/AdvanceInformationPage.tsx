import type { AdvancePart } from '../../domain/advance-parts.ts'
import type { LanguageMark } from '../../domain/content-blocks.ts'
import type { PartStep } from './guest-progress.ts'
import { partPaths } from './advance-information.ts'
import { FlightDetailsModal } from './FlightDetailsModal.tsx'
import type { FlightFormValues } from './flight-form.ts'
import { RichText } from '../content/RichText.tsx'
import { useTexts } from '../../views/PageContext.tsx'
import type { PlainTextKey, Texts } from '../../i18n/texts.ts'

export interface AdvancePartView {
  readonly part: AdvancePart
  /** Complete for the booking (SPEC §5). */
  readonly complete: boolean
  /** Where it stands for this guest: theirs to do, theirs done, or the lead booker's to complete. */
  readonly step: PartStep
  /** The content's words for the part. */
  readonly title: string
  readonly html: string
  /** How the content's words are marked when they are not in the page's language (contentLanguage). */
  readonly mark?: LanguageMark | undefined
  /** What is recorded so far, a line each (address lines, flights, room choices, registration). */
  readonly summary: readonly string[]
}

export interface AdvanceInformationProps {
  readonly introHtml: string
  /** The advance-information document's mark when it is not in the page's language (contentLanguage). */
  readonly introMark?: LanguageMark | undefined
  readonly parts: readonly AdvancePartView[]
  /** Of the parts this guest completes: how many are done, out of how many. */
  readonly done: number
  readonly total: number
  /** The lead booker (everything is theirs); a companion completes only their own part of it. */
  readonly lead: boolean
  /** Guests whose details are not complete, for the group part. */
  readonly incompleteGuests: readonly { readonly id: string; readonly name: string }[]
  /** May this guest change the account-level parts (address, villa, flights, registration)? */
  readonly canChange: boolean
  readonly flightValues: FlightFormValues
}

const actionLabel: Record<Exclude<AdvancePart, 'group' | 'flight'>, [PlainTextKey, PlainTextKey]> = {
  address: ['advance_add_address', 'advance_change_address'],
  villaConfiguration: ['advance_choose_room_setup', 'advance_change_room_setup'],
  registration: ['advance_register', 'advance_register_another'],
}

function PartAction({
  part,
  complete,
  props,
}: {
  readonly part: AdvancePartView
  readonly complete: boolean
  readonly props: AdvanceInformationProps
}) {
  const t = useTexts()
  if (part.part === 'group') {
    // A companion is offered only their own details; the others are the lead booker's to complete.
    const others = !props.lead && !complete && <p>{t.advance_lead_completes_others()}</p>
    if (props.incompleteGuests.length === 0) return others || null
    return (
      <>
        <ul className="plain-list">
          {props.incompleteGuests.map((guest) => (
            <li key={guest.id}>
              <a href={`/account/guests/${guest.id}`}>{t.advance_complete_guest({ name: guest.name })}</a>
            </li>
          ))}
        </ul>
        {others}
      </>
    )
  }
  if (!props.canChange) return <p>{t.advance_lead_completes_part()}</p>
  if (part.part === 'flight') {
    return <FlightDetailsModal action={partPaths.flight} values={props.flightValues} hasFlights={complete} />
  }
  const [first, again] = actionLabel[part.part]
  return (
    <a className="button button--secondary" href={partPaths[part.part]}>
      {t[complete ? again : first]()}
    </a>
  )
}

/** The progress line: this guest's parts done, out of theirs (the lead booker's: every part asked for). */
function progressText(t: Texts, parts: readonly AdvancePartView[], done: number, total: number): string {
  if (parts.length === 0) return t.advance_nothing_to_complete()
  if (total === 0) return t.advance_nothing_for_you()
  if (done < total) return t.advance_done_of({ done, total })
  return total < parts.length ? t.advance_all_done_rest({ done, total }) : t.advance_all_done({ done, total })
}

/** A part's state for this guest: the lead booker's parts are not "to do" for a companion. */
const statusOf = (part: AdvancePartView): 'pending' | 'done' | 'others' =>
  part.step === 'to do' ? 'pending' : part.step === 'done' || part.complete ? 'done' : 'others'

const statusWords: Record<ReturnType<typeof statusOf>, PlainTextKey> = {
  pending: 'advance_status_to_do',
  done: 'advance_status_done',
  others: 'advance_status_with_lead',
}

/** /account/advance-information: the parts the content asks for, each with its state and a way to complete it. */
export function AdvanceInformationPage(props: AdvanceInformationProps) {
  const t = useTexts()
  const { parts, done, total, introHtml, introMark } = props
  return (
    <div className="stack">
      {introHtml && <RichText html={introHtml} className="rich-text lead" {...introMark} />}
      <p className="progress" role="status">
        {progressText(t, parts, done, total)}
      </p>
      {parts.map((part) => {
        const status = statusOf(part)
        return (
          <section
            key={part.part}
            id={part.part}
            className={`card advance-part${status === 'done' ? ' advance-part--done' : ''}`}
            aria-labelledby={`${part.part}-heading`}
          >
            <h2 id={`${part.part}-heading`}>
              {part.mark?.lang ? <span {...part.mark}>{part.title}</span> : part.title}
              <span className={`status status--${status}`}>{t[statusWords[status]]()}</span>
            </h2>
            <RichText html={part.html} {...part.mark} />
            {part.summary.length > 0 && (
              <ul className="plain-list advance-part__summary">
                {part.summary.map((line) => (
                  // The guest's own data (an address, a flight): laid out by its own script (issue 38, item 6).
                  <li key={line} dir="auto">
                    {line}
                  </li>
                ))}
              </ul>
            )}
            <PartAction part={part} complete={part.complete} props={props} />
          </section>
        )
      })}
    </div>
  )
}
