import type { AdvancePart } from '../../domain/advance-information.ts'
import type { PartStep } from '../../domain/guest-progress.ts'
import { partPaths } from '../../domain/advance-information.ts'
import { FlightDetailsModal } from '../parts/FlightDetailsModal.tsx'
import type { FlightFormValues } from '../../domain/flight-form.ts'
import { RichText } from '../parts/RichText.tsx'

export interface AdvancePartView {
  readonly part: AdvancePart
  /** Complete for the booking (SPEC §5). */
  readonly complete: boolean
  /** Where it stands for this guest: theirs to do, theirs done, or the lead booker's to complete. */
  readonly step: PartStep
  /** The content's words for the part. */
  readonly title: string
  readonly html: string
  /** What is recorded so far, a line each (address lines, flights, room choices, registration). */
  readonly summary: readonly string[]
}

export interface AdvanceInformationProps {
  readonly introHtml: string
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

const actionLabel: Record<Exclude<AdvancePart, 'group' | 'flight'>, [string, string]> = {
  address: ['Add your address', 'Change your address'],
  villaConfiguration: ['Choose your room set-up', 'Change your room set-up'],
  registration: ['Register', 'Register another person'],
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
  if (part.part === 'group') {
    // A companion is offered only their own details; the others are the lead booker's to complete.
    const others = !props.lead && !complete && <p>The lead booker completes everyone else's details.</p>
    if (props.incompleteGuests.length === 0) return others || null
    return (
      <>
        <ul className="plain-list">
          {props.incompleteGuests.map((guest) => (
            <li key={guest.id}>
              <a href={`/account/guests/${guest.id}`}>{`Complete ${guest.name}'s details`}</a>
            </li>
          ))}
        </ul>
        {others}
      </>
    )
  }
  if (!props.canChange) return <p>The lead booker can complete this part.</p>
  if (part.part === 'flight') {
    return <FlightDetailsModal action={partPaths.flight} values={props.flightValues} hasFlights={complete} />
  }
  const [first, again] = actionLabel[part.part]
  return (
    <a className="button button--secondary" href={partPaths[part.part]}>
      {complete ? again : first}
    </a>
  )
}

/** The progress line: this guest's parts done, out of theirs (the lead booker's: every part asked for). */
function progressText(parts: readonly AdvancePartView[], done: number, total: number): string {
  const rest = total < parts.length ? ' The lead booker looks after the rest.' : ''
  if (parts.length === 0) return 'There is nothing to complete before you travel.'
  if (total === 0) return 'There is nothing here for you to complete: the lead booker looks after it.'
  return done === total ? `All done: ${done} of ${total} complete. Thank you!${rest}` : `${done} of ${total} done`
}

/** A part's state for this guest: the lead booker's parts are not "to do" for a companion. */
const statusOf = (part: AdvancePartView): [string, string] =>
  part.step === 'to do'
    ? ['To do', 'status status--pending']
    : part.step === 'done' || part.complete
      ? ['Done', 'status status--done']
      : ['With the lead booker', 'status status--others']

/** /account/advance-information: the parts the content asks for, each with its state and a way to complete it. */
export function AdvanceInformationPage(props: AdvanceInformationProps) {
  const { parts, done, total, introHtml } = props
  return (
    <div className="stack">
      {introHtml && <RichText html={introHtml} className="rich-text lead" />}
      <p className="progress" role="status">
        {progressText(parts, done, total)}
      </p>
      {parts.map((part) => (
        <section
          key={part.part}
          id={part.part}
          className={statusOf(part)[0] === 'Done' ? 'card advance-part advance-part--done' : 'card advance-part'}
          aria-labelledby={`${part.part}-heading`}
        >
          <h2 id={`${part.part}-heading`}>
            {part.title}
            <span className={statusOf(part)[1]}>{statusOf(part)[0]}</span>
          </h2>
          <RichText html={part.html} />
          {part.summary.length > 0 && (
            <ul className="plain-list advance-part__summary">
              {part.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <PartAction part={part} complete={part.complete} props={props} />
        </section>
      ))}
    </div>
  )
}
