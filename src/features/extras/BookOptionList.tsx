import type { BookOptionLink } from './book-options.ts'
import { contentLanguage } from '../../domain/content-blocks.ts'
import { useLocale, useTexts } from '../../views/PageContext.tsx'

/** The extras a guest can still ask for, each a link to where it is booked. */
export function BookOptionList({ options }: { readonly options: readonly BookOptionLink[] }) {
  const t = useTexts()
  const locale = useLocale()
  if (options.length === 0) return <p>{t.extras_book_nothing()}</p>
  return (
    <ul className="book-options">
      {options.map((option) => (
        <li key={option.href} {...contentLanguage(option.lang, locale)}>
          <a href={option.href} rel={option.external ? 'noopener' : undefined}>
            {option.title}
            {option.external && <span className="visually-hidden">{` ${t.extras_book_external()}`}</span>}
          </a>
          <p>{option.description}</p>
        </li>
      ))}
    </ul>
  )
}
