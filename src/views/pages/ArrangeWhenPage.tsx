import type { Arrangement } from '../../domain/content-blocks.ts'
import { timingHeading, type TimingGroup } from '../../domain/reminder-timing.ts'
import { ArrangementList } from '../parts/ArrangementList.tsx'
import { RichText } from '../parts/RichText.tsx'
import { useTexts } from '../PageContext.tsx'

/** /account/what-to-arrange-when: the items grouped by reminder timing in holiday order, the one for now marked. */
export function ArrangeWhenPage({
  introHtml,
  groups,
}: {
  readonly introHtml: string
  readonly groups: readonly TimingGroup<Arrangement>[]
}) {
  const t = useTexts()
  return (
    <div className="stack">
      {introHtml && <RichText html={introHtml} className="rich-text lead" />}
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
