// A message as one reader sees it (issue 42): who wrote it in the reader's words ("You", "Olivia", "Sofia at the
// resort"), when, in the reader's language and the resort's time zone, and its text in runs and links. The page, the
// JSON answers of the island and the Durable Object's live answers all render messages from this one view.
import { dateFormat } from '../../domain/formatters.ts'
import { intlLocale, type Locale } from '../../domain/locale.ts'
import type { Texts } from '../../i18n/texts.ts'
import { textParts, type TextPart } from './links.ts'
import { authorFor, type Author } from './rights.ts'
import type { Sender, ThreadMessage } from '../../domain/message-thread.ts'

export interface MessageView {
  readonly id: string
  readonly sentAt: string
  readonly from: Sender
  /** Who wrote it, as this reader reads it. */
  readonly author: string
  /** When it was recorded, as this reader reads it. */
  readonly time: string
  readonly parts: readonly TextPart[]
  /** What a screen reader is told when it arrives while the page is open. */
  readonly announce: string
  /** The reader wrote it (what they just sent is not announced to them). */
  readonly own: boolean
}

export type MessageWords = Pick<
  Texts,
  | 'messages_author_you'
  | 'messages_author_guest_unnamed'
  | 'messages_author_resort'
  | 'messages_author_resort_named'
  | 'messages_new'
>

/** The author in the reader's words. */
export function authorLabel(t: MessageWords, author: Author): string {
  switch (author.kind) {
    case 'you':
      return t.messages_author_you()
    case 'guest':
      return author.name ?? t.messages_author_guest_unnamed()
    case 'resort':
      return author.name ? t.messages_author_resort_named({ name: author.name }) : t.messages_author_resort()
  }
}

/**
 * When a message was recorded, in the reader's language and the resort's time zone, with the weekday and date (a
 * thread spans days, and a page may be read days later) and the year only when it is not this year's.
 * @example sentAtText('2026-12-05T13:02:00Z', 'en-GB', 'Europe/Madrid', now) // 'Sat 5 Dec, 14:02'
 */
export function sentAtText(sentAt: string, locale: Locale, timeZone: string, now = Date.now()): string {
  const at = Date.parse(sentAt)
  if (Number.isNaN(at)) return ''
  const year = (instant: number) => dateFormat('en-GB', { timeZone, year: 'numeric' }).format(instant)
  return dateFormat(intlLocale(locale), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(year(at) === year(now) ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)
}

/** The longest part of a message's text a screen reader is told when it arrives (the rest is on the page). */
const announcedLength = 200

/** One message as one reader sees it. */
export function messageView(
  message: ThreadMessage,
  reader: { readonly contactId: string | undefined; readonly locale: Locale; readonly timeZone: string },
  t: MessageWords,
  now = Date.now(),
): MessageView {
  const who = authorFor(message, reader.contactId)
  const author = authorLabel(t, who)
  const text = [...message.text]
  const short = text.length > announcedLength ? `${text.slice(0, announcedLength - 1).join('')}…` : message.text
  return {
    id: message.id,
    sentAt: message.sentAt,
    from: message.from,
    author,
    time: sentAtText(message.sentAt, reader.locale, reader.timeZone, now),
    parts: textParts(message.text),
    announce: t.messages_new({ author, text: short }),
    own: who.kind === 'you',
  }
}
