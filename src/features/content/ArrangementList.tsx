import { contentLanguage, pageLanguage, type Arrangement } from '../../domain/content-blocks.ts'
import { ContentLinkButton } from '../../browser/islands/parts/ContentLinkButton.tsx'
import { RichText } from './RichText.tsx'
import { useLocale, useTexts } from '../../views/PageContext.tsx'

/** Things to arrange, each with what to do and where to do it. */
export function ArrangementList({ items }: { readonly items: readonly Arrangement[] }) {
  const t = useTexts()
  const locale = useLocale()
  return (
    <ul className="arrangements">
      {items.map((item) => {
        // An item whose document has no translation is marked with its language (our words in it, with the page's).
        const mark = contentLanguage(item.lang, locale)
        return (
          <li key={item.title} className="arrangement" {...mark}>
            <h3>{item.title}</h3>
            <RichText html={item.html} />
            {item.link && (
              <ContentLinkButton
                link={item.link}
                otherSite={t.content_link_other_site()}
                otherSiteMark={pageLanguage(mark, locale)}
                className="arrangement__link"
              />
            )}
          </li>
        )
      })}
    </ul>
  )
}
