import { contentLanguage, pageLanguage, type ContentSlice, type TailorCard } from '../../domain/content-blocks.ts'
import { ContentImage } from '../../browser/islands/parts/ContentImage.tsx'
import { SliceZone } from './SliceZone.tsx'
import { useLocale, useTexts } from '../../views/PageContext.tsx'

/** /account/tailor-your-holiday: every way to tailor the holiday, as cards. */
export function TailorOverviewPage({ cards }: { readonly cards: readonly TailorCard[] }) {
  const t = useTexts()
  const locale = useLocale()
  if (cards.length === 0) return <p className="lead">{t.extras_tailor_nothing()}</p>
  return (
    <ul className="cards">
      {cards.map((card, i) => (
        // A card whose document has no translation is marked with its language, its picture's words too.
        <li key={card.uid} className="tile" {...contentLanguage(card.lang, locale)}>
          {card.image && (
            <ContentImage
              image={card.image}
              sizes="(min-width: 60rem) 18rem, (min-width: 40rem) 50vw, 7rem"
              eager={i < 2}
            />
          )}
          <h2>
            <a href={`/account/tailor-your-holiday/${card.uid}`}>{card.title}</a>
          </h2>
          {card.summary && <p>{card.summary}</p>}
        </li>
      ))}
    </ul>
  )
}

/** /account/tailor-your-holiday/{uid}: one way to tailor the holiday, in the editors' slices. */
export function TailorDetailPage({
  page,
}: {
  readonly page: TailorCard & { readonly slices: readonly ContentSlice[] }
}) {
  const t = useTexts()
  const locale = useLocale()
  const mark = contentLanguage(page.lang, locale)
  return (
    <article className="stack">
      <p>
        <a href="/account/tailor-your-holiday">{t.extras_tailor_back()}</a>
      </p>
      <div className="stack" {...mark}>
        {page.summary && <p className="lead">{page.summary}</p>}
        {page.image && <ContentImage image={page.image} eager />}
        <SliceZone slices={page.slices} ours={pageLanguage(mark, locale)} />
      </div>
    </article>
  )
}
