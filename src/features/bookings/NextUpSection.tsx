import type { ReactNode } from 'react'
import type { NextUp } from './next-up.ts'
import type { PlainTextKey } from '../../i18n/texts.ts'
import { contentLanguage } from '../../domain/content-blocks.ts'
import { useLocale, useTexts } from '../../views/PageContext.tsx'
import { Later } from '../../views/parts/Later.tsx'

export interface NextUpView {
  readonly next: NextUp
  /** Today's items (or the leaving day's), during the stay. */
  readonly day?: ReactNode
  /** The main website, for planning the next holiday. */
  readonly marketingSiteUrl: string
}

const why: Record<'advance' | 'arrange', PlainTextKey> = {
  advance: 'home_next_why_advance',
  arrange: 'home_next_why_arrange',
}

function Card({ view: { next, day, marketingSiteUrl } }: { readonly view: NextUpView }) {
  const t = useTexts()
  const locale = useLocale()
  switch (next.kind) {
    case 'step':
      return (
        <>
          <h2 id="next-up-heading">{t.home_next_up()}</h2>
          {/* Why first, then the button: the guest reads what it is for before the one thing to tap (issue 38). */}
          <p>{t[why[next.why]]()}</p>
          <p className="next-up__step">
            <a className="button" href={next.step.href} {...contentLanguage(next.step.lang, locale)}>
              {next.step.title}
            </a>
          </p>
        </>
      )
    case 'ready':
      return (
        <>
          <h2 id="next-up-heading">{t.home_next_ready_heading()}</h2>
          <p>{t.home_next_ready_text()}</p>
          <p className="more-link">
            <a href="/account/tailor-your-holiday">{t.home_next_tailor()}</a>
          </p>
        </>
      )
    case 'today':
    case 'way-home':
      return (
        <>
          <h2 id="next-up-heading">{next.kind === 'today' ? t.home_next_today() : t.home_next_way_home()}</h2>
          {day ?? <p>{t.home_next_day_fallback()}</p>}
        </>
      )
    case 'welcome-back':
      return (
        <>
          <h2 id="next-up-heading">{t.home_next_welcome_back_heading()}</h2>
          <p>{t.home_next_welcome_back_text()}</p>
          <p className="more-link">
            <a href={marketingSiteUrl}>{t.home_next_plan()}</a>
          </p>
        </>
      )
  }
}

/** Home's one "next up" card (issue 28): the next thing to do before arrival, today in the stay, the way home. */
export function NextUpSection({ view }: { readonly view: Promise<NextUpView> }) {
  const t = useTexts()
  return (
    // The heading comes with the card's content; the label names the section should that part fail.
    <section className="card next-up stack" aria-labelledby="next-up-heading" aria-label={t.home_next_up()}>
      <Later view={view.then((resolved) => <Card view={resolved} />)} />
    </section>
  )
}
