import { Hono, type Context } from 'hono'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { renderStreamed } from '../../http/rendering/streamed.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { renderPageNotFound } from '../../http/rendering/not-found.tsx'
import { BookingNotFound } from '../../features/bookings/BookingNotFound.tsx'
import { readThread, threadAccess, viewsFor, type ThreadAccess } from '../../features/messages/reads.ts'
import { sendMessage } from '../../features/messages/writes.ts'
import { openLive, tellOpenPages } from '../../features/messages/live.ts'
import { renderedMessage } from '../../features/messages/rendered.ts'
import { MessagesPage } from '../../features/messages/MessagesPage.tsx'
import type { MessageFormState } from '../../features/messages/MessageForm.tsx'
import type { ThreadMessage } from '../../domain/message-thread.ts'
import { routeModule } from '../route-module.ts'

type C = Context<AppEnv>

const Guid = v.pipe(v.string(), v.uuid())
/** The form: which booking's conversation (the page's), the message's key, and the words (checked by sendMessage). */
const PostForm = v.object({ booking: Guid, key: Guid, text: v.string() })

/** A fresh address each time: a link to the page itself always loads it again, with the newest message in view. */
const checkHref = () => `/account/messages?checked=${Date.now().toString(36)}#thread-end`

/** The page for one booking the guest may use, with the form as given. */
async function page(c: C, access: ThreadAccess, form: MessageFormState, sent = false): Promise<ReactNode> {
  const messages = await readThread(c.get('scope'), access)
  const views = messages === 'unavailable' ? messages : viewsFor(c.get('scope'), access, messages)
  return <MessagesPage bookingId={access.booking.id} views={views} form={form} checkHref={checkHref()} sent={sent} />
}

/** The booking's other open pages (another tab, another guest on it) learn of a sent message at once, not at the webhook. */
function tellOthers(c: C, access: ThreadAccess, message: ThreadMessage): void {
  const scope = c.get('scope')
  scope.waitUntil(
    tellOpenPages(scope, access.booking.id, [message]).catch((error) =>
      scope.report('messages.tell', error, 'warning'),
    ),
  )
}

/** The island asks for JSON: the thread, or a send's outcome, with each message rendered as the page renders it. */
const wantsJson = (c: C) => (c.req.header('accept') ?? '').includes('application/json')

/** The selected booking's thread for the island (after a reconnect): its messages rendered, oldest first. */
async function threadJson(c: C): Promise<Response> {
  const booking = await c.get('booking')()
  const access = booking && (await threadAccess(c.get('scope'), booking.id))
  if (!access) return c.json({ message: c.get('texts').messages_unavailable() }, 404)
  const messages = await readThread(c.get('scope'), access)
  if (messages === 'unavailable') return c.json({ message: c.get('texts').messages_unavailable() }, 503)
  return c.json({ messages: viewsFor(c.get('scope'), access, messages).map(renderedMessage) })
}

/** A send from the island: the message as recorded, or why not (the words stay on the guest's screen). */
async function sendJson(c: C, access: ThreadAccess, key: string | undefined, text: string): Promise<Response> {
  if (!key) return c.json({ message: c.get('texts').messages_error_form(), newKey: true }, 400)
  const outcome = await sendMessage(c.get('scope'), access, { key, text })
  if (!outcome.ok) {
    if (outcome.retryAfter) c.header('Retry-After', String(outcome.retryAfter))
    return c.json({ message: outcome.message, newKey: outcome.newKey ?? false }, outcome.status)
  }
  tellOthers(c, access, outcome.message)
  const [message] = viewsFor(c.get('scope'), access, [outcome.message]).map(renderedMessage)
  return c.json({ message })
}

/**
 * /account/messages (issue 42): the selected booking's conversation with the resort, read from the booking system,
 * and the form that writes to it (post/redirect/get). The form names its booking and a key for its message; a booking
 * the guest is not on answers 404, and the same key sent twice is recorded once.
 */
export const messagesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    if (wantsJson(c)) return threadJson(c)
    const t = c.get('texts')
    const title = t.messages_heading()
    const body = c
      .get('booking')()
      .then(async (booking) => {
        const access = booking && (await threadAccess(c.get('scope'), booking.id))
        const form = { key: crypto.randomUUID(), text: '' }
        return access ? page(c, access, form, c.req.query('sent') === '1') : <BookingNotFound />
      })
    return renderStreamed(c, body, title, { title, heading: title })
  })
  // The live page's WebSocket (the island), to the selected booking's Durable Object.
  .get('/live', async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return c.text('A WebSocket upgrade is expected', 426)
    const booking = await c.get('booking')()
    const access = booking && (await threadAccess(c.get('scope'), booking.id))
    if (!access) return c.text('Not found', 404)
    return openLive(c.get('scope'), access, c.req.raw)
  })
  .post('/', async (c) => {
    const t = c.get('texts')
    const title = t.messages_heading()
    const form = await readForm(c, PostForm)
    const text = form.raw.text ?? ''
    const booking = form.ok ? form.data.booking : (c.get('bookingId') ?? '')
    const access = v.is(Guid, booking) ? await threadAccess(c.get('scope'), booking) : undefined
    if (!access) return wantsJson(c) ? c.json({ message: t.messages_error_form() }, 404) : renderPageNotFound(c)
    if (wantsJson(c)) return sendJson(c, access, form.ok ? form.data.key : undefined, text)
    if (!form.ok) {
      const state = { key: crypto.randomUUID(), text, error: t.messages_error_form() }
      return render(c, await page(c, access, state), { title, heading: title, status: 400 })
    }
    const outcome = await sendMessage(c.get('scope'), access, { key: form.data.key, text })
    if (outcome.ok) {
      tellOthers(c, access, outcome.message)
      return c.redirect('/account/messages?sent=1#thread-end', 303)
    }
    if (outcome.retryAfter) c.header('Retry-After', String(outcome.retryAfter))
    const state: MessageFormState = {
      key: outcome.newKey ? crypto.randomUUID() : form.data.key,
      text,
      ...(outcome.field ? { fieldError: outcome.message } : { error: outcome.message }),
    }
    return render(c, await page(c, access, state), { title, heading: title, status: outcome.status })
  })

export const messagesRoute = routeModule(
  '/account/messages',
  [
    // Our addition (issue 42): the booking's conversation with the resort.
    {
      name: 'account-messages',
      overlayHeader: false,
      auth: true,
      nav: { label: 'nav_messages', order: 9.5, under: '/account/faq' }, // under Help, beside the FAQ (issue 38's two levels)
    },
    { name: 'account-messages-live', path: '/live', overlayHeader: false, auth: true },
  ],
  messagesRoutes,
)
