import type { BookOptionLink } from './book-options.ts'
import { BookOptionList } from './BookOptionList.tsx'
import { useTexts } from '../../views/PageContext.tsx'

/** /account/book-options: the book options panel's list as a page, for browsers without JavaScript. */
export function BookOptionsPage({ options }: { readonly options: readonly BookOptionLink[] }) {
  const t = useTexts()
  return (
    <div className="stack">
      <BookOptionList options={options} />
      <p>
        <a href="/account">{t.extras_back_home()}</a>
      </p>
    </div>
  )
}
