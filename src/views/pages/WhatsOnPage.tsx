import type { Highlight } from '../../domain/content-blocks.ts'
import { Island } from '../Island.tsx'
import WhatsOnHighlights from '../../islands/WhatsOnHighlights.tsx'
import { ContentImage } from '../../islands/parts/ContentImage.tsx'
import { ContentLinkButton } from '../../islands/parts/ContentLinkButton.tsx'
import { RichText } from '../parts/RichText.tsx'
import { usePageFacts } from '../PageContext.tsx'
import { fillNameInHtml } from '../../domain/greeting.ts'

/**
 * /account/whats-on: the highlights as a scrollable row of cards (the modal island) and, for
 * reading without JavaScript and for the cards' links, every highlight in full below.
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
        <h2 id="details-heading">All the details</h2>
        {highlights.map((highlight) => (
          <article key={highlight.id} id={highlight.id} className="highlight-detail" tabIndex={-1}>
            <h3>{highlight.title}</h3>
            {highlight.when && <p className="highlight-card__when">{highlight.when}</p>}
            {highlight.image && (
              <ContentImage
                image={highlight.image}
                sizes="(min-width: 40rem) 24rem, 100vw"
                className="highlight-detail__image"
              />
            )}
            <RichText html={highlight.html} />
            {highlight.link && <ContentLinkButton link={highlight.link} className="" />}
          </article>
        ))}
      </section>
    </div>
  )
}
