import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

export interface ModalTriggerProps {
  /** The trigger's text. */
  readonly label: ReactNode
  readonly className: string
  /** Where the trigger leads before hydration or without JavaScript. */
  readonly fallbackHref: string
  readonly title: string
  readonly children: ReactNode
}

/**
 * A link that becomes a button opening a modal dialog once hydrated. The first render matches
 * the server's link exactly (hydration), then an effect swaps in the button. Native <dialog>
 * with showModal() moves focus inside, traps it, and closes on Escape; focus returns to the
 * button on close.
 */
export function ModalTrigger({ label, className, fallbackHref, title, children }: ModalTriggerProps) {
  const [enhanced, setEnhanced] = useState(false)
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  useEffect(() => setEnhanced(true), [])

  if (!enhanced) {
    return (
      <a className={className} href={fallbackHref}>
        {label}
      </a>
    )
  }
  const close = () => dialog.current?.close()
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dialog.current?.showModal()
          setOpen(true)
        }}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        className="modal"
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false)
          button.current?.focus()
        }}
        onClick={(event) => {
          if (event.target === dialog.current) close() // a click on the backdrop
        }}
      >
        <div className="modal__panel">
          <div className="modal__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="modal__close" onClick={close}>
              Close
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  )
}
