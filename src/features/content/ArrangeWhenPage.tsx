import type { Arrangement, LanguageMark } from '../../domain/content-blocks.ts'
import { timingHeading, type TimingGroup } from '../reminders/reminder-timing.ts'
import { ArrangementList } from './ArrangementList.tsx'
import { RichText } from './RichText.tsx'
import { useTexts } from '../../views/PageContext.tsx'

/** /account/what-to-arrange-when: the items grouped by reminder timing in holiday order, the one for now marked. */
export function ArrangeWhenPage({
  introHtml,
  introMark,
  groups,
}: {
  readonly introHtml: string
  /** The document's mark when it is not in the page's language (contentLanguage). */
  readonly introMark?: LanguageMark | undefined
  readonly groups: readonly TimingGroup<Arrangement>[]
}) {
  const t = useTexts()
  return (
    <div className="stack">
      {introHtml && <RichText html={introHtml} className="rich-text lead" {...introMark} />}
      {groups.length === 0 && <p>{t.extras_arrange_nothing()}</p>}
      {groups.map((group, i) => (
        <section
          key={group.timing}
          className={group.current ? 'timing timing--current card' : 'timing'}
          aria-labelledby={`timing-${i}`}
        >
          <h2 id={`timing-${i}`}>
            {timingHeading(group.timing, t)}
            {group.current && <span className="badge">{t.extras_arrange_now_badge()}</span>}
          </h2>
          <ArrangementList items={group.items} />
        </section>
      ))}
    </div>
  )
}
