import { RichText } from '../parts/RichText.tsx'
export interface FaqCategoryLink {
  readonly uid: string
  readonly title: string
  readonly href: string
  readonly current: boolean
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
}: {
  readonly categories: readonly FaqCategoryLink[]
  readonly questions: readonly FaqQuestion[]
}) {
  return (
    <div className="faq">
      <nav className="faq__nav" aria-label="Help topics">
        <ul>
          {categories.map((category) => (
            <li key={category.uid}>
              <a href={category.href} aria-current={category.current ? 'page' : undefined}>
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="faq__questions">
        {questions.length === 0 && <p>There are no questions in this topic yet.</p>}
        {questions.map((item) => (
          <details key={item.question} className="faq__item">
            <summary>{item.question}</summary>
            <RichText html={item.answerHtml} />
          </details>
        ))}
        <p>
          Can't find what you need? <a href="/account/contact-us">Contact us</a>.
        </p>
      </div>
    </div>
  )
}
