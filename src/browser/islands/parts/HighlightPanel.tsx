// The open highlight in what's on's dialog (SPEC §2): its title, picture, when, details and link, and the buttons that
// move to the one before or after. Drawn by WhatsOnHighlights, which holds which highlight is showing.
import type { Highlight, LanguageMark } from '../../../domain/content-blocks.ts'
import { ContentImage } from './ContentImage.tsx'
import { ContentLinkButton } from './ContentLinkButton.tsx'

/** A highlight with the phrases about it, in the page's language. */
export interface HighlightCard extends Highlight {
  /** "about {title}", after "More" for screen readers. */
  readonly moreAbout: string
  /** "{position} of {count}". */
  readonly position: string
  /** "{title}, {position} of {count}": what moving to it announces. */
  readonly announce: string
}

/** The island's own words, in the page's language (the browser has no catalogue). */
export interface HighlightWords {
  readonly list: string
  readonly more: string
  readonly close: string
  readonly previous: string
  readonly next: string
  /** "highlight", after "Previous" and "Next" for screen readers. */
  readonly noun: string
  readonly otherSite: string
}

export function HighlightPanel({
  highlight,
  count,
  words,
  mark,
  ours,
  titleId,
  onClose,
  onMove,
}: {
  readonly highlight: HighlightCard
  readonly count: number
  readonly words: HighlightWords
  readonly mark?: LanguageMark | undefined
  readonly ours?: LanguageMark | undefined
  /** The heading's id, which the dialog is labelled by. */
  readonly titleId: string
  readonly onClose: () => void
  /** -1 for the previous highlight, 1 for the next. */
  readonly onMove: (step: -1 | 1) => void
}) {
  return (
    <div className="modal__panel">
      {/* Moving between highlights announces only which one is showing. */}
      <p className="visually-hidden" aria-live="polite">
        {highlight.announce}
      </p>
      <div className="modal__head">
        <h2 id={titleId} {...mark}>
          {highlight.title}
        </h2>
        <button type="button" className="modal__close" onClick={onClose}>
          {words.close}
        </button>
      </div>
      {highlight.image && (
        <ContentImage
          className="highlight__image"
          image={highlight.image}
          sizes="(min-width: 40rem) 36rem, 100vw"
          eager
        />
      )}
      {highlight.when && (
        <p className="highlight-card__when" {...mark}>
          {highlight.when}
        </p>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: serialised on the server by the content client */}
      <div className="rich-text" {...mark} dangerouslySetInnerHTML={{ __html: highlight.html }} />
      {highlight.link && (
        <p {...mark}>
          <ContentLinkButton link={highlight.link} otherSite={words.otherSite} otherSiteMark={ours} className="" />
        </p>
      )}
      {count > 1 && (
        <div className="carousel__controls">
          <button type="button" className="button button--secondary" onClick={() => onMove(-1)}>
            {words.previous}
            <span className="visually-hidden">{` ${words.noun}`}</span>
          </button>
          <span>{highlight.position}</span>
          <button type="button" className="button button--secondary" onClick={() => onMove(1)}>
            {words.next}
            <span className="visually-hidden">{` ${words.noun}`}</span>
          </button>
        </div>
      )}
    </div>
  )
}
