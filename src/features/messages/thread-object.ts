// One Durable Object per booking (issue 42, docs/messages.md): it holds the WebSockets of the booking's open messages
// pages with the hibernation API, so an idle page costs nothing, and tells each of them of new messages, rendered in
// that reader's own words. It keeps no messages: the booking system is the truth, and a page that missed something
// reads the thread again. It remembers only which messages it has told of lately, so a webhook delivered twice, or a
// send told by the portal and by the webhook, reaches each page once. And it tells the booking's guests with no page
// open that the resort answered (step 6): it knows whose pages are open, and remembers when it last told, so a booking
// gets one notice in ten minutes; the notice is sent from its alarm, after the webhook has had its answer.
import { DurableObject } from 'cloudflare:workers'
import * as v from 'valibot'
import { asLocale, baseLocale } from '../../domain/locale.ts'
import { readConfig } from '../../integrations/config.ts'
import { textsFor } from '../../i18n/texts.ts'
import type { Bindings } from '../../scope/bindings.ts'
import { systemScope } from '../../scope/system.ts'
import { tellAbsentGuests, type PendingNotice } from './answer-notice.ts'
import { mayNoticeAgain } from './notice-rule.ts'
import { messageView } from './message-view.ts'
import { readerHeader, type Reader } from './reader.ts'
import { renderedMessage, type RenderedMessage } from './rendered.ts'
import { threadOrder, type ThreadMessage } from '../../domain/message-thread.ts'

const ReaderSchema = v.object({ contactId: v.string(), locale: v.string() })

/** What an open page receives: new messages, each as the page would have rendered it. */
export interface LiveNotice {
  readonly type: 'messages'
  readonly messages: readonly RenderedMessage[]
}

/** How many message ids the object remembers having told of: far more than a webhook's retries span. */
const remembered = 200

/** Storage: the notice owed (until sent or given up), and when the booking's guests were last told. */
const noticeKey = 'notice'
const toldAtKey = 'noticeToldAt'

/** When a notice that failed is tried again: after 30 s, 2, 10 and 30 minutes; then it is reported as given up. */
const noticeRetriesMs = [30_000, 120_000, 600_000, 1_800_000]

class NoticeGivenUp extends Error {
  override name = 'NoticeGivenUp'
}

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
    const answer = fresh.find((m) => m.from === 'resort')
    if (answer) await this.oweNotice(answer.bookingId)
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

  /** Owes the booking's guests with no page open a notice of an answer, unless one is owed or was sent lately. */
  private async oweNotice(bookingId: string): Promise<void> {
    const now = Date.now()
    if (await this.ctx.storage.get(noticeKey)) return // the notice owed tells of this answer too
    if (!mayNoticeAgain(await this.ctx.storage.get<number>(toldAtKey), now)) return
    const open = this.ctx
      .getWebSockets()
      .map((socket) => (socket.deserializeAttachment() as Reader | null)?.contactId)
      .filter((contactId) => contactId !== undefined)
    const notice: PendingNotice = { id: crypto.randomUUID(), bookingId, at: now, open, done: [], told: 0, attempts: 0 }
    await this.ctx.storage.put(noticeKey, notice)
    await this.ctx.storage.setAlarm(now)
  }

  /** Sends the notice owed; what failed is tried again later, and reported when given up (never dropped unsaid). */
  override async alarm(): Promise<void> {
    const owed = await this.ctx.storage.get<PendingNotice>(noticeKey)
    if (!owed) return
    const scope = systemScope(this.env, this.ctx, { job: 'messages.notice' })
    const { notice, finished } = await tellAbsentGuests(scope, owed)
    // The ten minutes count from an answer someone was told of: one everybody read live leaves the next free to tell.
    if (notice.told > 0) await this.ctx.storage.put(toldAtKey, notice.at)
    const wait = noticeRetriesMs[notice.attempts - 1]
    if (finished || wait === undefined) {
      if (!finished)
        scope.report(
          'messages.notice',
          new NoticeGivenUp(`An answer's notice was not sent to every guest after ${notice.attempts} attempts`),
        )
      await this.ctx.storage.delete(noticeKey)
      return
    }
    await this.ctx.storage.put(noticeKey, notice)
    await this.ctx.storage.setAlarm(Date.now() + wait)
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
