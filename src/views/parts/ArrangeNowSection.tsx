import { Later } from './Later.tsx'
import type { Arrangement } from '../../domain/content-blocks.ts'
import { ArrangementList } from './ArrangementList.tsx'

export type ArrangeNowView = { readonly items: readonly Arrangement[] } | { readonly unavailable: true }

function ArrangeNow({ result }: { readonly result: ArrangeNowView }) {
  if ('unavailable' in result) return <p data-offline-skip="">Your reminders are unavailable just now.</p>
  if (result.items.length === 0) return <p>Nothing needs arranging just now.</p>
  return <ArrangementList items={result.items} />
}

/** The home page's "what to arrange when" items for its mode, written in their place once the content is read. */
export function ArrangeNowSection({ view }: { readonly view: Promise<ArrangeNowView> }) {
  return (
    <section className="stack" aria-labelledby="arrange-heading">
      <h2 id="arrange-heading">Things to arrange now</h2>
      <Later view={view.then((result) => <ArrangeNow result={result} />)} />
      <p>
        <a href="/account/what-to-arrange-when">Everything to arrange, and when</a>
      </p>
    </section>
  )
}
