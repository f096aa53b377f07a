// The messages page's elements as the live script makes them (issue 42): a message from the server's markup, one
// still being sent from its text, and the polite announcer that reads the others' messages out.
import type { Pending } from './messages-kept.ts'

/** A message's list item from the markup the server rendered for it (MessageItem's). */
export function itemFromHtml(html: string): HTMLLIElement {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content.firstElementChild as HTMLLIElement
}

/** The list item of a message this page is sending: the one shown already, or a new one at the thread's end. */
export function pendingItem(thread: HTMLOListElement, p: Pending): HTMLLIElement {
  const shown = thread.querySelector<HTMLLIElement>(`li[data-key="${p.key}"]`)
  if (shown) return shown
  const item = document.createElement('li')
  item.className = 'message message--guest message--pending'
  item.dataset.key = p.key
  const text = document.createElement('p')
  text.className = 'message__text'
  text.dir = 'auto'
  text.textContent = p.text
  item.appendChild(text)
  thread.appendChild(item)
  return item
}

/** Says `text` through a live region; emptied first and written a moment later, so the same words twice are said twice. */
export function announcerOf(region: HTMLElement): (text: string) => void {
  let said = 0
  return (text) => {
    const turn = ++said
    region.textContent = ''
    setTimeout(() => {
      if (turn === said) region.textContent = text
    }, 100)
  }
}
