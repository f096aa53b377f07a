import { Later } from '../../views/parts/Later.tsx'
import type { Arrangement } from '../../domain/content-blocks.ts'
import { ArrangementList } from './ArrangementList.tsx'
import { useTexts } from '../../views/PageContext.tsx'

export type ArrangeNowView = { readonly items: readonly Arrangement[] } | { readonly unavailable: true }

function ArrangeNow({ result }: { readonly result: ArrangeNowView }) {
  const t = useTexts()
  if ('unavailable' in result) return <p data-offline-skip="">{t.extras_arrange_unavailable()}</p>
  return result.items.length === 0 ? <p>{t.extras_arrange_nothing_now()}</p> : <ArrangementList items={result.items} />
}

/** The home page's "what to arrange when" items for its mode, written in their place once the content is read. */
export function ArrangeNowSection({ view }: { readonly view: Promise<ArrangeNowView> }) {
  const t = useTexts()
  return (
    <section className="stack" aria-labelledby="arrange-heading">
      <h2 id="arrange-heading">{t.extras_arrange_heading()}</h2>
      <Later view={view.then((result) => <ArrangeNow result={result} />)} />
      <p>
        <a href="/account/what-to-arrange-when">{t.extras_arrange_all_link()}</a>
      </p>
    </section>
  )
}
