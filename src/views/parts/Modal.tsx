import { useId, type ReactNode } from 'react'
import { useTexts } from '../PageContext.tsx'

export interface ModalProps {
  /** The trigger's text. */
  readonly label: ReactNode
  readonly className: string
  /** Where the trigger leads in a browser that cannot open the dialog. */
  readonly fallbackHref: string
  readonly title: string
  readonly children: ReactNode
}

/**
 * A modal that needs no script (decision 018). The button opens a native <dialog> with
 * `command="show-modal"`: focus moves in, the page behind is inert, Escape or a click on the
 * backdrop (`closedby="any"`) closes it, and focus returns to the button. A browser that has
 * popovers but not commands ignores `commandfor` and opens the same dialog as a popover through
 * `popovertarget` (light dismiss, Escape). A browser with neither gets the fallback link: the
 * stylesheet picks button or link with `@supports selector(:popover-open)`.
 */
export function Modal({ label, className, fallbackHref, title, children }: ModalProps) {
  const t = useTexts()
  const id = useId()
  const titleId = `${id}title`
  return (
    <span className="modal-trigger">
      <a className={`${className} modal-trigger__fallback`} href={fallbackHref}>
        {label}
      </a>
      <button
        type="button"
        className={`${className} modal-trigger__opener`}
        aria-haspopup="dialog"
        commandfor={id}
        command="show-modal"
        popoverTarget={id}
      >
        {label}
      </button>
      <dialog id={id} className="modal" aria-labelledby={titleId} closedby="any" popover="auto">
        <div className="modal__panel">
          <div className="modal__head">
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className="modal__close"
              commandfor={id}
              command="close"
              popoverTarget={id}
              popoverTargetAction="hide"
            >
              {t.modal_close()}
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </span>
  )
}
