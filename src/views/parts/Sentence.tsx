// Sentences with elements in them (a <time>, a link) in the words and order of the guest's language, and a time range
// that never breaks inside (issue 38).
import { Fragment, type ReactNode } from 'react'

/** The mark a message is given in place of an element (`slot(0)`, `slot(1)`…), for `withParts` to put it there. */
export const slot = (index: number): string => `\u{E000}${index}\u{E001}`

/**
 * A sentence with elements in it (a `<time>`, a link): the message is asked with a `slot` for each, and each mark is
 * replaced by its element, so the words around them and their order stay the language's own.
 * @example withParts(t.itinerary_due_by({ date: slot(0) }), [<time dateTime={due}>{day}</time>])
 */
export function withParts(sentence: string, parts: readonly ReactNode[]): ReactNode {
  const pieces = sentence.split(/\u{E000}(\d+)\u{E001}/u)
  return (
    <>
      {pieces.map((piece, i) =>
        // Odd pieces are the slots' numbers, each slot used once: its number is its key.
        i % 2 === 1 ? <Fragment key={`slot-${piece}`}>{parts[Number(piece)]}</Fragment> : piece === '' ? null : piece,
      )}
    </>
  )
}

/** Keeps each " · " dot with the words before it: a line may break after a dot, never begin with one. */
const dotsKept = (text: string) => text.replaceAll(' · ', '\u00A0· ')

/**
 * A sentence with a time range ("Tuesday, 3 August · 15:00–16:00 · Class"): the message is asked with a `slot` for
 * `start` and for `end`, and everything from the start to the end is one run that never breaks ("15:00–" no longer ends
 * a line with "16:00" beginning the next), while each " · " keeps its dot with what comes before it. A language that
 * puts the end first gets the dots kept alone.
 * @example <RangeSentence sentence={(times) => t.wellness_visit_when_class({ day, ...times })} start="15:00" end="16:00" />
 */
export function RangeSentence({
  sentence,
  start,
  end,
}: {
  readonly sentence: (times: { readonly start: string; readonly end: string }) => string
  readonly start: ReactNode
  readonly end: ReactNode
}) {
  const text = sentence({ start: slot(0), end: slot(1) })
  const [from, to] = [text.indexOf(slot(0)), text.indexOf(slot(1))]
  if (from < 0 || to < from) return withParts(dotsKept(text), [start, end])
  const between = text.slice(from + slot(0).length, to)
  // Two times as text are one text: "15:00–16:00", not three nodes with markers between them.
  const range =
    typeof start === 'string' && typeof end === 'string' ? (
      `${start}${between}${end}`
    ) : (
      <>
        {start}
        {between}
        {end}
      </>
    )
  return (
    <>
      {dotsKept(text.slice(0, from))}
      <span className="time-range">{range}</span>
      {dotsKept(text.slice(to + slot(1).length))}
    </>
  )
}
