import type { Arrangement } from '../../domain/content-blocks.ts'
import { ContentLinkButton } from '../../islands/parts/ContentLinkButton.tsx'
import { RichText } from './RichText.tsx'
import { useTexts } from '../PageContext.tsx'

/** Things to arrange, each with what to do and where to do it. */
export function ArrangementList({ items }: { readonly items: readonly Arrangement[] }) {
  const t = useTexts()
  return (
    <ul className="arrangements">
      {items.map((item) => (
        <li key={item.title} className="arrangement">
          <h3>{item.title}</h3>
          <RichText html={item.html} />
          {item.link && (
            <ContentLinkButton link={item.link} otherSite={t.content_link_other_site()} className="arrangement__link" />
          )}
        </li>
      ))}
    </ul>
  )
}
