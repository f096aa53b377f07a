import type { LanguageMark } from '../../domain/content-blocks.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { RichText } from './RichText.tsx'
export interface FaqCategoryLink {
  readonly uid: string
  readonly title: string
  readonly href: string
  readonly current: boolean
  /** Marks the title when it is in another language than the page's (a category with no translation). */
  readonly mark?: LanguageMark | undefined
}

export interface FaqQuestion {
  readonly question: string
  /** The answer as HTML from the content service's rich text (escaped by its serializer). */
  readonly answerHtml: string
}

/** /account/faq/{uid}: one help category, with every category as navigation. */
export function FaqPage({
  categories,
  questions,
  mark,
}: {
  readonly categories: readonly FaqCategoryLink[]
  readonly questions: readonly FaqQuestion[]
  /** Marks the questions when they are in another language than the page's. */
  readonly mark?: LanguageMark | undefined
}) {
  const t = useTexts()
  return (
    <div className="faq">
      <nav className="faq__nav" aria-label={t.content_faq_topics()}>
        <ul>
          {categories.map((category) => (
            <li key={category.uid}>
              <a href={category.href} aria-current={category.current ? 'page' : undefined} {...category.mark}>
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="faq__questions">
        {questions.length === 0 && <p>{t.content_faq_no_questions()}</p>}
        {questions.map((item) => (
          <details key={item.question} className="faq__item" {...mark}>
            <summary>{item.question}</summary>
            <RichText html={item.answerHtml} />
          </details>
        ))}
        <p>
          {`${t.content_faq_cant_find()} `}
          <a href="/account/contact-us">{t.content_faq_contact_link()}</a>.
        </p>
      </div>
    </div>
  )
}
