import { contentLanguage, pageLanguage, type Highlight } from '../../domain/content-blocks.ts'
import { Island } from '../../views/Island.tsx'
import WhatsOnHighlights from '../../browser/islands/WhatsOnHighlights.tsx'
import { ContentLinkButton } from '../../browser/islands/parts/ContentLinkButton.tsx'
import { RichText } from './RichText.tsx'
import { usePageFacts } from '../../views/PageContext.tsx'
import { fillNameInHtml } from '../../domain/greeting.ts'

/**
 * /account/whats-on: each highlight once (issue 28). The pictures in a scrollable row of cards (the modal island),
 * then the week's list in words, which the cards link to: read without JavaScript, and no picture shown twice.
 * `lang` is the document's language: the page's, or the master locale's when it has no translation (then marked).
 */
export function WhatsOnPage({
  introHtml,
  highlights,
  lang,
}: {
  readonly introHtml: string
  readonly highlights: readonly Highlight[]
  readonly lang?: string | undefined
}) {
  const { firstName, texts: t, locale } = usePageFacts()
  if (highlights.length === 0) return <p className="lead">{t.content_whats_on_empty()}</p>
  const mark = contentLanguage(lang, locale)
  const ours = pageLanguage(mark, locale)
  const otherSite = t.content_link_other_site()
  const count = highlights.length
  return (
    <div className="stack">
      {introHtml && <RichText html={introHtml} className="rich-text lead" {...mark} />}
      {/* The island's texts are filled here: the browser knows no name, and has no catalogue. */}
      <Island
        name="WhatsOnHighlights"
        component={WhatsOnHighlights}
        props={{
          highlights: highlights.map((h, i) => ({
            ...h,
            html: fillNameInHtml(h.html, firstName),
            moreAbout: t.content_highlight_more_about({ title: h.title }),
            position: t.content_highlight_position({ position: i + 1, count }),
            announce: t.content_highlight_announce({ title: h.title, position: i + 1, count }),
          })),
          words: {
            list: t.content_highlights_label(),
            more: t.content_highlight_more(),
            close: t.content_highlight_close(),
            previous: t.content_highlight_previous(),
            next: t.content_highlight_next(),
            noun: t.content_highlight_noun(),
            otherSite,
          },
          ...(mark.lang ? { mark, ours } : {}),
        }}
      />
      <section className="stack" aria-labelledby="details-heading">
        <h2 id="details-heading">{t.content_whats_on_this_week()}</h2>
        {highlights.map((highlight) => (
          <article key={highlight.id} id={highlight.id} className="highlight-detail" tabIndex={-1} {...mark}>
            <h3>{highlight.title}</h3>
            {highlight.when && <p className="highlight-card__when">{highlight.when}</p>}
            <RichText html={highlight.html} />
            {highlight.link && (
              <ContentLinkButton link={highlight.link} otherSite={otherSite} otherSiteMark={ours} className="" />
            )}
          </article>
        ))}
      </section>
    </div>
  )
}
