import type { Highlight } from '../../domain/content-blocks.ts'
import { Island } from '../Island.tsx'
import WhatsOnHighlights from '../../islands/WhatsOnHighlights.tsx'
import { ContentLinkButton } from '../../islands/parts/ContentLinkButton.tsx'
import { RichText } from '../parts/RichText.tsx'
import { usePageFacts } from '../PageContext.tsx'
import { fillNameInHtml } from '../../domain/greeting.ts'

/**
 * /account/whats-on: each highlight once (issue 28). The pictures in a scrollable row of cards (the modal island),
 * then the week's list in words, which the cards link to: read without JavaScript, and no picture shown twice.
 */
export function WhatsOnPage({
  introHtml,
  highlights,
}: {
  readonly introHtml: string
  readonly highlights: readonly Highlight[]
}) {
  const { firstName } = usePageFacts()
  if (highlights.length === 0)
    return <p className="lead">Nothing is listed just now. Please check back soon, or ask at reception.</p>
  return (
    <div className="stack">
      {introHtml && <RichText html={introHtml} className="rich-text lead" />}
      {/* The island's texts are filled here: the browser knows no name. */}
      <Island
        name="WhatsOnHighlights"
        component={WhatsOnHighlights}
        props={{ highlights: highlights.map((h) => ({ ...h, html: fillNameInHtml(h.html, firstName) })) }}
      />
      <section className="stack" aria-labelledby="details-heading">
        <h2 id="details-heading">This week</h2>
        {highlights.map((highlight) => (
          <article key={highlight.id} id={highlight.id} className="highlight-detail" tabIndex={-1}>
            <h3>{highlight.title}</h3>
            {highlight.when && <p className="highlight-card__when">{highlight.when}</p>}
            <RichText html={highlight.html} />
            {highlight.link && <ContentLinkButton link={highlight.link} className="" />}
          </article>
        ))}
      </section>
    </div>
  )
}
