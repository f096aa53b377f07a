import type { AdvancePart } from '../../domain/advance-information.ts'
import { partPaths } from '../../domain/advance-information.ts'
import { Alert } from '../parts/Alert.tsx'
import { FlightDetailsModal } from '../parts/FlightDetailsModal.tsx'
import type { FlightFormValues } from '../../domain/flight-form.ts'
import { RichText } from '../parts/RichText.tsx'

export interface AdvancePartView {
  readonly part: AdvancePart
  readonly complete: boolean
  /** The content's words for the part. */
  readonly title: string
  readonly html: string
  /** What is recorded so far, a line each (address lines, flights, room choices, registration). */
  readonly summary: readonly string[]
}

export interface AdvanceInformationProps {
  readonly introHtml: string
  readonly parts: readonly AdvancePartView[]
  readonly done: number
  readonly notice?: string | undefined
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
    if (props.incompleteGuests.length === 0) return null
    return (
      <ul className="plain-list">
        {props.incompleteGuests.map((guest) => (
          <li key={guest.id}>
            <a href={`/account/guests/${guest.id}`}>{`Complete ${guest.name}'s details`}</a>
          </li>
        ))}
      </ul>
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

/** /account/advance-information: the parts the content asks for, each with its state and a way to complete it. */
export function AdvanceInformationPage(props: AdvanceInformationProps) {
  const { parts, done, introHtml, notice } = props
  return (
    <div className="stack">
      {notice && <Alert kind="notice">{notice}</Alert>}
      {introHtml && <RichText html={introHtml} className="rich-text lead" />}
      <p className="progress" role="status">
        {parts.length === 0
          ? 'There is nothing to complete before you travel.'
          : done === parts.length
            ? `All done: ${done} of ${parts.length} complete. Thank you!`
            : `${done} of ${parts.length} done`}
      </p>
      {parts.map((part) => (
        <section
          key={part.part}
          id={part.part}
          className={part.complete ? 'card advance-part advance-part--done' : 'card advance-part'}
          aria-labelledby={`${part.part}-heading`}
        >
          <h2 id={`${part.part}-heading`}>
            {part.title}
            <span className={part.complete ? 'status status--done' : 'status status--pending'}>
              {part.complete ? 'Done' : 'To do'}
            </span>
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
