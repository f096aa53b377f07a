// The messages page made live (issue 42), without React: the loader (hydrate.ts) imports this only on a page that has
// the thread, after the load event. It opens the booking's WebSocket and inserts each new message as the server
// rendered it (the markup is MessageItem's, the words the reader's), announcing the others' politely; it sends the
// form with fetch so the page stays where the guest types, showing "Sending…", then "Sent"; and it keeps every message
// not yet recorded on the device, under the key the booking system records it by, until it is: offline, a refusal
// ("Not sent — try again") or a closed tab lose nothing, and sending again never records twice.
import { threadOrder } from '../domain/message-thread.ts'
import { forgetMessage as forget, keepMessage as keep, keptMessages as stored, type Pending } from './messages-kept.ts'
import { connectLive, type Rendered } from './messages-socket.ts'
import { announcerOf, itemFromHtml, pendingItem } from './messages-dom.ts'

/** The words and addresses the page gives the island (MessagesPage's data block). */
interface LiveSetup {
  readonly live: string
  readonly thread: string
  readonly sending: string
  readonly sent: string
  readonly waiting: string
  readonly failed: string
  readonly tryAgain: string
}

type State = 'sending' | 'sent' | 'waiting' | 'failed'

export function startLive(root: HTMLElement): void {
  const setupBlock = root.querySelector('script[type="application/json"]')
  const thread = root.querySelector<HTMLOListElement>('ol.thread')
  const form = root.querySelector<HTMLFormElement>('form.message-form')
  const announcer = root.querySelector<HTMLElement>('[aria-live]')
  if (!setupBlock || !thread || !form || !announcer) return
  const announce = announcerOf(announcer)
  const setup = JSON.parse(setupBlock.textContent ?? '{}') as LiveSetup
  const field = form.querySelector('textarea') as HTMLTextAreaElement
  const keyField = form.querySelector('input[name="key"]') as HTMLInputElement
  const booking = (form.querySelector('input[name="booking"]') as HTMLInputElement).value
  const sendTo = form.action
  // The island sends this form itself, offline too (offline-forms.ts leaves it alone from now on).
  form.dataset.offlineOwn = ''

  /** Puts a recorded message in thread order, before any message still being sent. */
  const place = (item: HTMLLIElement) => {
    const at = { id: item.id.replace('message-', ''), sentAt: item.dataset.sentAt ?? '' }
    const after = [...thread.children].find((other) => {
      const sentAt = (other as HTMLElement).dataset.sentAt
      return sentAt === undefined || threadOrder(at, { id: other.id.replace('message-', ''), sentAt }) < 0
    })
    thread.insertBefore(item, after ?? null)
    root.querySelector('.messages__empty')?.remove()
  }

  const stateOf = (item: HTMLElement, state: State, sentence?: string) => {
    item.classList.toggle('message--failed', state === 'failed')
    let line = item.querySelector<HTMLElement>('.message__state')
    if (!line) {
      line = document.createElement('p')
      line.className = 'message__state'
      item.appendChild(line)
    }
    line.textContent = sentence ?? setup[state]
    if (state === 'failed') {
      const again = document.createElement('button')
      again.type = 'button'
      again.className = 'link-button'
      again.textContent = setup.tryAgain
      again.addEventListener('click', () => {
        const p = stored().find((s) => s.key === item.dataset.key)
        if (p) void send(p)
      })
      line.appendChild(document.createTextNode(' '))
      line.appendChild(again)
    }
  }

  /** Shows messages learned from the server: each once; one this page is sending takes its place. */
  const show = (messages: readonly Rendered[], tell: boolean) => {
    for (const message of messages) {
      const mine = thread.querySelector<HTMLLIElement>(`li[data-key="${message.id}"]`)
      const there = document.getElementById(`message-${message.id}`)
      if (there) {
        // On screen already (the page's own render, or the socket was first): a copy still being sent goes.
        if (mine) {
          mine.remove()
          forget(message.id)
          stateOf(there, 'sent')
        }
        continue
      }
      const item = itemFromHtml(message.html)
      if (mine) {
        mine.remove()
        forget(message.id)
        stateOf(item, 'sent')
      }
      place(item)
      if (tell && !message.own) announce(message.announce)
    }
  }

  const pendingItemOf = (p: Pending) => {
    root.querySelector('.messages__empty')?.remove()
    return pendingItem(thread, p)
  }

  const sending = new Set<string>()
  async function send(p: Pending): Promise<void> {
    const item = pendingItemOf(p)
    if (sending.has(p.key)) return
    if (!navigator.onLine) return stateOf(item, 'waiting')
    sending.add(p.key)
    stateOf(item, 'sending')
    try {
      const response = await fetch(sendTo, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({ booking: p.booking, key: p.key, text: p.text }),
      })
      // No answer from the network (the service worker's 204): wait for the connection.
      if (response.status === 204) return stateOf(item, 'waiting')
      const answer = (await response.json()) as { message: Rendered | string; newKey?: boolean }
      if (response.ok && typeof answer.message === 'object') return show([answer.message], false)
      if (answer.newKey) {
        // This key belongs to something else: the message gets a new one, so trying again can record it.
        forget(p.key)
        p.key = crypto.randomUUID()
        item.dataset.key = p.key
        keep(p)
      }
      stateOf(item, 'failed', typeof answer.message === 'string' ? answer.message : undefined)
    } catch {
      stateOf(item, navigator.onLine ? 'failed' : 'waiting')
    } finally {
      sending.delete(p.key)
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const text = field.value
    if (!text.trim()) return
    const p: Pending = { key: keyField.value, booking, text }
    keep(p)
    // The field is ready for the next message at once, under a new key; focus stays in it.
    field.value = ''
    keyField.value = crypto.randomUUID()
    field.focus()
    void send(p)
  })

  /** Reads the thread again (after a reconnect, back online, back to the tab): what the socket may have missed. */
  const catchUp = async () => {
    try {
      const response = await fetch(setup.thread, { headers: { accept: 'application/json' } })
      if (response.ok) show(((await response.json()) as { messages: Rendered[] }).messages, true)
    } catch {
      // Offline: the next reconnect tries again.
    }
  }

  const sendKept = () => {
    for (const p of stored()) {
      if (p.booking !== booking) continue
      // Recorded after all (the tab went while its answer was on the way): the page shows it, nothing to send.
      if (document.getElementById(`message-${p.key}`)) forget(p.key)
      else void send(p)
    }
  }
  addEventListener('online', () => {
    sendKept()
    void catchUp()
  })
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void catchUp())
  connectLive(setup.live, { messages: (messages) => show(messages, true), reopened: () => void catchUp() })
  // Messages kept from an earlier visit (written offline, or the tab closed while sending) are sent now.
  sendKept()
}
