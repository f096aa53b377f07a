import { Later } from './Later.tsx'

export type AdvanceProgressView =
  | {
      readonly done: number
      readonly total: number
      readonly next: { readonly title: string; readonly href: string } | undefined
      /** Parts asked for that someone else completes (the lead booker). */
      readonly withOthers: number
    }
  | { readonly unavailable: true }

function Progress({ result }: { readonly result: AdvanceProgressView }) {
  if ('unavailable' in result) return <p data-offline-skip="">Your advance information is unavailable just now.</p>
  const rest = result.withOthers > 0 ? ' The lead booker looks after the rest.' : ''
  if (result.total === 0 || !result.next)
    return (
      <p>
        {result.total === 0
          ? result.withOthers > 0
            ? 'There is nothing here for you to complete: the lead booker looks after it.'
            : 'There is nothing to complete before you travel.'
          : `All done: ${result.done} of ${result.total} complete. Thank you!${rest}`}
      </p>
    )
  return (
    <p>
      {`${result.done} of ${result.total} done. Next: `}
      <a href={result.next.href}>{result.next.title}</a>
    </p>
  )
}

/** The home page's advance-information progress and the first part still to do, written once it is read. */
export function AdvanceProgressSection({ view }: { readonly view: Promise<AdvanceProgressView> }) {
  return (
    <section className="card stack" aria-labelledby="advance-heading">
      <h2 id="advance-heading">Advance information</h2>
      <Later view={view.then((result) => <Progress result={result} />)} />
      <p className="more-link">
        <a href="/account/advance-information">All advance information</a>
      </p>
    </section>
  )
}
