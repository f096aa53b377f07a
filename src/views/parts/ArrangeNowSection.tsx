import { Suspense, use } from 'react'
import { StreamedFallback } from './StreamedFallback.tsx'
import type { Arrangement } from '../../domain/content-blocks.ts'
import { ArrangementList } from './ArrangementList.tsx'

export type ArrangeNowView = { readonly items: readonly Arrangement[] } | { readonly unavailable: true }

function ArrangeNow({ view }: { readonly view: Promise<ArrangeNowView> }) {
  const result = use(view)
  if ('unavailable' in result) return <p data-offline-skip="">Your reminders are unavailable just now.</p>
  if (result.items.length === 0) return <p>Nothing needs arranging just now.</p>
  return <ArrangementList items={result.items} />
}

/**
 * The home page's "what to arrange when" items for its mode, streamed after the rest (the
 * content may be slow to arrive while the stay and party are not); without JavaScript, a link.
 */
export function ArrangeNowSection({ view }: { readonly view: Promise<ArrangeNowView> }) {
  return (
    <section className="stack" aria-labelledby="arrange-heading">
      <h2 id="arrange-heading">Things to arrange now</h2>
      <Suspense
        fallback={
          <StreamedFallback
            text="Loading your reminders…"
            href="/account/what-to-arrange-when"
            linkText="See what to arrange when"
          />
        }
      >
        <ArrangeNow view={view} />
      </Suspense>
      <p>
        <a href="/account/what-to-arrange-when">Everything to arrange, and when</a>
      </p>
    </section>
  )
}
