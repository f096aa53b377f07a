import type { ReactNode } from 'react'
import type { NextUp } from '../../domain/next-up.ts'
import { Later } from './Later.tsx'

export interface NextUpView {
  readonly next: NextUp
  /** Today's items (or the leaving day's), during the stay. */
  readonly day?: ReactNode
  /** The main website, for planning the next holiday. */
  readonly marketingSiteUrl: string
}

const why = {
  advance: 'The resort needs this before you travel, to have everything ready for you.',
  arrange: 'Best arranged now, while there is still plenty of choice.',
} as const

function Card({ view: { next, day, marketingSiteUrl } }: { readonly view: NextUpView }) {
  switch (next.kind) {
    case 'step':
      return (
        <>
          <h2 id="next-up-heading">Next up</h2>
          <p className="next-up__step">
            <a className="button" href={next.step.href}>
              {next.step.title}
            </a>
          </p>
          <p>{why[next.why]}</p>
        </>
      )
    case 'ready':
      return (
        <>
          <h2 id="next-up-heading">You're all set</h2>
          <p>Everything we need from you is in. We look forward to welcoming you.</p>
          <p className="more-link">
            <a href="/account/tailor-your-holiday">Tailor your holiday</a>
          </p>
        </>
      )
    case 'today':
    case 'way-home':
      return (
        <>
          <h2 id="next-up-heading">{next.kind === 'today' ? 'Today' : 'Your way home'}</h2>
          {day ?? <p>Enjoy your day at the resort. Our team is on hand if you need anything.</p>}
        </>
      )
    case 'welcome-back':
      return (
        <>
          <h2 id="next-up-heading">Come back soon</h2>
          <p>We hope you had a wonderful stay, and we would love to welcome you back.</p>
          <p className="more-link">
            <a href={marketingSiteUrl}>Plan your next holiday</a>
          </p>
        </>
      )
  }
}

/** Home's one "next up" card (issue 28): the next thing to do before arrival, today in the stay, the way home. */
export function NextUpSection({ view }: { readonly view: Promise<NextUpView> }) {
  return (
    // The heading comes with the card's content; the label names the section should that part fail.
    <section className="card next-up stack" aria-labelledby="next-up-heading" aria-label="Next up">
      <Later view={view.then((resolved) => <Card view={resolved} />)} />
    </section>
  )
}
