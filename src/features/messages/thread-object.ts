// One Durable Object per booking (issue 42, docs/messages.md): it holds the WebSockets of the booking's open messages
// pages with the hibernation API, so an idle page costs nothing, and tells each of them of new messages, rendered in
// that reader's own words. It keeps no messages: the booking system is the truth, and a page that missed something
// reads the thread again. It remembers only which messages it has told of lately, so a webhook delivered twice, or a
// send told by the portal and by the webhook, reaches each page once.
import { DurableObject } from 'cloudflare:workers'
import * as v from 'valibot'
import { asLocale, baseLocale } from '../../domain/locale.ts'
import { readConfig } from '../../integrations/config.ts'
import { textsFor } from '../../i18n/texts.ts'
import type { Bindings } from '../../scope/bindings.ts'
import { messageView } from './message-view.ts'
import { readerHeader, type Reader } from './reader.ts'
import { renderedMessage, type RenderedMessage } from './rendered.ts'
import { threadOrder, type ThreadMessage } from './thread.ts'

const ReaderSchema = v.object({ contactId: v.string(), locale: v.string() })

/** What an open page receives: new messages, each as the page would have rendered it. */
export interface LiveNotice {
  readonly type: 'messages'
  readonly messages: readonly RenderedMessage[]
}

/** How many message ids the object remembers having told of: far more than a webhook's retries span. */
const remembered = 200

export class MessageThread extends DurableObject<Bindings> {
  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    // Answered by the runtime without waking the object: the page's keep-alive.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
  }

  /** A page opens its WebSocket: accepted for hibernation, with its reader attached to it. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket')
      return new Response('A WebSocket upgrade is expected', { status: 426 })
    const reader = v.safeParse(ReaderSchema, JSON.parse(request.headers.get(readerHeader) ?? 'null'))
    if (!reader.success) return new Response('No reader', { status: 400 })
    const { 0: client, 1: server } = new WebSocketPair()
    this.ctx.acceptWebSocket(server)
    server.serializeAttachment({
      contactId: reader.output.contactId.toLowerCase(),
      locale: asLocale(reader.output.locale) ?? baseLocale,
    } satisfies Reader)
    return new Response(null, { status: 101, webSocket: client })
  }

  /**
   * Tells every open page of the booking of `messages` it has not told of before; answers how many pages were told.
   * Each page gets them in its reader's language, with "You" on their own.
   */
  async deliver(messages: readonly ThreadMessage[]): Promise<number> {
    const told = ((await this.ctx.storage.get<string[]>('told')) ?? []) as string[]
    const fresh = messages.filter((m) => !told.includes(m.id.toLowerCase())).sort(threadOrder)
    if (!fresh.length) return 0
    await this.ctx.storage.put('told', [...told, ...fresh.map((m) => m.id.toLowerCase())].slice(-remembered))
    const timeZone = readConfig(this.env).RESORT_TIME_ZONE
    let pages = 0
    for (const socket of this.ctx.getWebSockets()) {
      const reader = socket.deserializeAttachment() as Reader | null
      if (!reader) continue
      const t = textsFor(reader.locale)
      const notice: LiveNotice = {
        type: 'messages',
        messages: fresh.map((m) =>
          renderedMessage(messageView(m, { contactId: reader.contactId, locale: reader.locale, timeZone }, t)),
        ),
      }
      try {
        socket.send(JSON.stringify(notice))
        pages++
      } catch {
        // A socket closing as we send: its page reads the thread again when it reconnects.
      }
    }
    return pages
  }

  /** How many pages are open (for tests and the operator's checks). */
  async openPages(): Promise<number> {
    return this.ctx.getWebSockets().length
  }

  override async webSocketMessage(): Promise<void> {
    // Pages send nothing but the keep-alive, which the runtime answers itself.
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, 'closed')
    } catch {
      // Already closed.
    }
  }
}
