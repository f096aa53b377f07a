// Forms sent without a connection (decision 030): nothing is sent and nothing is lost. The page
// stays with what the guest typed and says so. Offline as the browser knows it, the form is not
// sent at all; when the connection only seemed to be there, the service worker answers the post
// with "204 No Content" (the browser stays on the page) and tells the page, which says the same.
import { pageWords } from './page-words.ts'

/** The form last sent from this page, and when: the one the service worker's message is about. */
let lastSent: { form: HTMLFormElement; at: number } | undefined

/** Whether the form has fields a guest types or chooses in (not only hidden values and buttons). */
function hasTypedFields(form: HTMLFormElement): boolean {
  return [...form.elements].some(
    (field) =>
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !['hidden', 'submit', 'button', 'reset', 'image'].includes(field.type)),
  )
}

function sayOffline(form: HTMLFormElement): void {
  let note = form.querySelector<HTMLElement>('.offline-note')
  if (!note) {
    note = document.createElement('p')
    note.className = 'alert alert--error offline-note'
    note.setAttribute('role', 'alert')
    note.tabIndex = -1
    form.insertBefore(note, form.firstChild)
  }
  // Written anew each time, so a second try is announced again.
  const words = pageWords()
  note.textContent = ''
  note.textContent = hasTypedFields(form) ? words.offlineTyped : words.offlineUntyped
  // The sentence sits at the form's top, often above a phone's view of a long form: bring it and focus there.
  note.focus({ preventScroll: true })
  note.scrollIntoView({ block: 'center' })
}

export function keepFormsOffline(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.method !== 'post') return
      // A form an island keeps offline itself (the messages page's) is left to it.
      if (form.dataset.offlineOwn !== undefined) return
      lastSent = { form, at: Date.now() }
      if (navigator.onLine) return
      event.preventDefault()
      sayOffline(form)
    },
    true,
  )
  const worker = navigator.serviceWorker
  if (!worker) return
  worker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'offline-post' && lastSent && Date.now() - lastSent.at < 60_000) sayOffline(lastSent.form)
  })
  worker.startMessages()
}
