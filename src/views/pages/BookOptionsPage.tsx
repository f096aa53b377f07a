import type { BookOptionLink } from '../../domain/book-options.ts'
import { BookOptionList } from '../parts/BookOptionList.tsx'

/** /account/book-options: the book options panel's list as a page, for browsers without JavaScript. */
export function BookOptionsPage({ options }: { readonly options: readonly BookOptionLink[] }) {
  return (
    <div className="stack">
      <BookOptionList options={options} />
      <p>
        <a href="/account">Back to your home page</a>
      </p>
    </div>
  )
}
