import { Modal } from './Modal.tsx'
import { BookOptionList } from './BookOptionList.tsx'
import type { BookOptionLink } from '../../domain/book-options.ts'

/**
 * SPEC §2 book options panel: the extras a guest can still ask for, in a dialog. Without
 * JavaScript the trigger is a link to the same list as a page.
 */
export function BookOptionsPanel({ options }: { readonly options: readonly BookOptionLink[] }) {
  return (
    <Modal className="button" fallbackHref="/account/book-options" title="Book extras" label="Book extras">
      <BookOptionList options={options} />
    </Modal>
  )
}
