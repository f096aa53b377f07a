import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react'
import type { LanguageMark } from '../../domain/content-blocks.ts'
import { classifyTouch } from './gestures.ts'
import { ContentImage } from './parts/ContentImage.tsx'
import { HighlightPanel, type HighlightCard, type HighlightWords } from './parts/HighlightPanel.tsx'

/** Which way "next" lies: to the right, or in a right-to-left page to the left (keys and swipes follow it). */
const ahead = () => (document.documentElement.dir === 'rtl' ? -1 : 1)

/**
 * SPEC §2 what's on highlight modal. The cards are a scrollable list; each links to the
 * highlight's details further down the page until hydrated, then opens a dialog that moves
 * between highlights with its buttons, the arrow keys or a swipe (SPEC §9 thresholds).
 * The highlights' own words are marked with `mark` when they are in another language than the page's (no
 * translation), our words inside them with `ours`.
 */
export default function WhatsOnHighlights({
  highlights,
  words,
  mark,
  ours,
}: {
  readonly highlights: readonly HighlightCard[]
  readonly words: HighlightWords
  readonly mark?: LanguageMark | undefined
  readonly ours?: LanguageMark | undefined
}) {
  const [enhanced, setEnhanced] = useState(false)
  const [index, setIndex] = useState(0)
  const dialog = useRef<HTMLDialogElement>(null)
  const openers = useRef<(HTMLAnchorElement | null)[]>([])
  // The card that opened the dialog gets focus back, whichever highlight is showing at the end.
  const opener = useRef(0)
  const touch = useRef<{ x: number; y: number; at: number } | undefined>(undefined)
  const list = useRef<HTMLUListElement>(null)
  const titleId = useId()
  useEffect(() => setEnhanced(true), [])
  // The cards behind the dialog follow the highlight it shows. The list's CSS scroll-behavior
  // makes that a glide, or a jump for a guest who asks for reduced motion.
  useEffect(() => {
    const card = openers.current[index]?.closest('li')
    if (!card || !list.current || !dialog.current?.open) return
    list.current.scrollBy({ left: card.getBoundingClientRect().left - list.current.getBoundingClientRect().left })
  }, [index])

  const count = highlights.length
  const current = highlights[index]
  const show = (i: number) => setIndex((i + count) % count)
  const open = (i: number) => {
    opener.current = i
    setIndex(i)
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0]
    touch.current =
      point && event.touches.length === 1 ? { x: point.clientX, y: point.clientY, at: event.timeStamp } : undefined
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current
    const point = event.changedTouches[0]
    touch.current = undefined
    if (!start || !point) return
    const gesture = classifyTouch({
      dx: point.clientX - start.x,
      dy: point.clientY - start.y,
      durationMs: event.timeStamp - start.at,
    })
    if (gesture === 'swipe-left') show(index + ahead())
    if (gesture === 'swipe-right') show(index - ahead())
  }

  return (
    <>
      <ul ref={list} className="highlights" aria-label={words.list}>
        {highlights.map((highlight, i) => (
          <li key={highlight.id} className="highlight-card">
            {/* The first cards are in view as the page opens; the rest scroll in. */}
            {highlight.image && (
              <ContentImage image={highlight.image} sizes="(min-width: 22.5rem) 18rem, 80vw" decorative eager={i < 2} />
            )}
            <h2 className="highlight-card__title" {...mark}>
              {highlight.title}
            </h2>
            {highlight.when && (
              <p className="highlight-card__when" {...mark}>
                {highlight.when}
              </p>
            )}
            {highlight.summary && <p {...mark}>{highlight.summary}</p>}
            {/* One element before and after hydration (a focus or tap may be what starts it): the
                link to the details below becomes a button that opens the dialog. */}
            <a
              ref={(el) => {
                openers.current[i] = el
              }}
              className="highlight-card__more"
              href={`#${highlight.id}`}
              {...(enhanced && {
                role: 'button',
                'aria-haspopup': 'dialog' as const,
                onClick: (event: MouseEvent) => {
                  event.preventDefault()
                  open(i)
                },
                onKeyDown: (event: KeyboardEvent) => {
                  if (event.key !== ' ') return
                  event.preventDefault()
                  open(i)
                },
              })}
            >
              {words.more}
              <span className="visually-hidden">{` ${highlight.moreAbout}`}</span>
            </a>
          </li>
        ))}
      </ul>
      {enhanced && current && (
        <dialog
          ref={dialog}
          className="modal modal--highlight"
          aria-labelledby={titleId}
          onClose={() => openers.current[opener.current]?.focus()}
          onClick={(event) => {
            if (event.target === dialog.current) close() // a click on the backdrop
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') show(index + ahead())
            if (event.key === 'ArrowLeft') show(index - ahead())
          }}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <HighlightPanel
            highlight={current}
            count={count}
            words={words}
            mark={mark}
            ours={ours}
            titleId={titleId}
            onClose={close}
            onMove={(step) => show(index + step)}
          />
        </dialog>
      )}
    </>
  )
}
