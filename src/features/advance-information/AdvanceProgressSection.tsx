import { useTexts } from '../../views/PageContext.tsx'
import { Later } from '../../views/parts/Later.tsx'

export type AdvanceProgressView =
  | {
      readonly done: number
      readonly total: number
      readonly next: { readonly title: string; readonly href: string } | undefined
      /** Parts asked for that someone else completes (the lead booker). */
      readonly withOthers: number
    }
  | { readonly unavailable: true }

function Progress({ result, nameNext }: { readonly result: AdvanceProgressView; readonly nameNext: boolean }) {
  const t = useTexts()
  if ('unavailable' in result) return <p data-offline-skip="">{t.advance_unavailable_short()}</p>
  if (result.total === 0 || !result.next) {
    const { done, total, withOthers } = result
    return (
      <p>
        {total === 0
          ? withOthers > 0
            ? t.advance_nothing_for_you()
            : t.advance_nothing_to_complete()
          : withOthers > 0
            ? t.advance_all_done_rest({ done, total })
            : t.advance_all_done({ done, total })}
      </p>
    )
  }
  if (!nameNext) return <p>{t.advance_done_of({ done: result.done, total: result.total })}</p>
  return (
    <p>
      {`${t.advance_done_next({ done: result.done, total: result.total })} `}
      <a href={result.next.href}>{result.next.title}</a>
    </p>
  )
}

/**
 * The home page's advance-information progress, written once it is read, with the first part still to do when
 * `nameNext`: before the stay home's "next up" card names that part already, so it is not said twice (issue 38).
 */
export function AdvanceProgressSection({
  view,
  nameNext,
}: {
  readonly view: Promise<AdvanceProgressView>
  readonly nameNext: boolean
}) {
  const t = useTexts()
  return (
    <section className="card stack" aria-labelledby="advance-heading">
      <h2 id="advance-heading">{t.advance_heading()}</h2>
      <Later view={view.then((result) => <Progress result={result} nameNext={nameNext} />)} />
      <p className="more-link">
        <a href="/account/advance-information">{t.advance_all_link()}</a>
      </p>
    </section>
  )
}
