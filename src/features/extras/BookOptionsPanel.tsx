import { Modal } from '../../views/parts/Modal.tsx'
import { BookOptionList } from './BookOptionList.tsx'
import type { BookOptionLink } from './book-options.ts'
import { useTexts } from '../../views/PageContext.tsx'

/**
 * SPEC §2 book options panel: the extras a guest can still ask for, in a dialog. Without
 * JavaScript the trigger is a link to the same list as a page.
 */
export function BookOptionsPanel({ options }: { readonly options: readonly BookOptionLink[] }) {
  const t = useTexts()
  const title = t.extras_book_extras()
  return (
    <Modal className="button" fallbackHref="/account/book-options" title={title} label={title}>
      <BookOptionList options={options} />
    </Modal>
  )
}
