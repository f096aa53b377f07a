// Telling the guests of a booking who have no messages page open that the resort answered (issue 42, step 6,
// docs/messages.md): through the reminders' channels (sendToGuest: push where the guest turned it on, else email with
// unsubscribe), in each guest's language, as the kind "answers from the resort", which a guest can turn off. The
// booking's Durable Object decides when (notice-rule.ts) and runs this from its alarm, after the webhook has answered.
import * as v from 'valibot'
import type { Scope } from '../../scope/scope.ts'
import { adminClient, storeError } from '../../integrations/auth/admin.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { bookingContacts } from '../../integrations/dynamics/booking-contacts.ts'
import { textsFor } from '../../i18n/texts.ts'
import { guestLocale } from '../reminders/guests.ts'
import { reminderPaths } from '../reminders/due.ts'
import { sendToGuest } from '../reminders/send.ts'
import type { ReminderMessage } from '../reminders/words.ts'
import { absentReaders, type BookingReader } from './notice-rule.ts'

/** A notice the object owes: kept in its storage until every guest to tell was told, or it gave up. */
export interface PendingNotice {
  /** Names this notice: each guest's send is named from it, so a retry is never a second email. */
  readonly id: string
  readonly bookingId: string
  /** When the answer came (the ten minutes count from here). */
  readonly at: number
  /** The contacts whose page was open when it came: they read the answer live. */
  readonly open: readonly string[]
  /** The accounts dealt with already (told, or not to be told: turned off, no address). */
  readonly done: readonly string[]
  /** How many of them were told. */
  readonly told: number
  /** Attempts so far. */
  readonly attempts: number
}

/** What an attempt did: the notice as it now stands, and whether anyone is left to try again. */
export interface NoticeAttempt {
  readonly notice: PendingNotice
  readonly finished: boolean
}

const ProfileRows = v.array(v.object({ id: v.string(), msd_contact_id: v.string() }))

/** The booking's guests with a portal account: their contact and their account. */
async function bookingReaders(scope: Scope, bookingId: string): Promise<BookingReader[]> {
  const contacts = await bookingContacts(dynamicsClient(scope.config), bookingId)
  const admin = adminClient(scope.config)
  if (!admin || contacts.length === 0) return []
  // Profiles keep the contact as the booking system first gave it: ask for both cases of each GUID.
  const asked = [...new Set(contacts.flatMap((id) => [id, id.toUpperCase()]))]
  const answer = await admin.from('profiles').select('id,msd_contact_id').in('msd_contact_id', asked)
  if (answer.error) throw storeError('notice readers read', answer)
  return v.parse(ProfileRows, answer.data).map((row) => ({ contactId: row.msd_contact_id, userId: row.id }))
}

/** A send's id (a UUID, as sendToGuest asks) made from the notice and the guest: the same on every retry. */
async function sendId(noticeId: string, userId: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${noticeId}:${userId}`)))
  const hex = [...hash.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** The notice in a guest's language: the same words by push and by email, and the messages page. */
export async function answerMessage(scope: Scope, userId: string): Promise<ReminderMessage> {
  const admin = adminClient(scope.config)
  const locale = admin ? await guestLocale(admin, userId) : scope.locale
  const t = textsFor(locale)
  return {
    kind: 'answers',
    locale,
    title: t.reminders_answers_title(),
    lines: [t.reminders_answers_body()],
    path: reminderPaths.answers,
  }
}

/**
 * One attempt at a notice: reads who is on the booking, and sends to each guest with an account, no page open when
 * the answer came, and not dealt with by an earlier attempt. A guest whose send fails is reported and left for the next
 * attempt; a failed read of the booking leaves everyone for it.
 */
export async function tellAbsentGuests(scope: Scope, notice: PendingNotice): Promise<NoticeAttempt> {
  const attempted = { ...notice, attempts: notice.attempts + 1 }
  let readers: BookingReader[]
  try {
    readers = await bookingReaders(scope, notice.bookingId)
  } catch (error) {
    scope.report('messages.notice', error, 'warning')
    return { notice: attempted, finished: false }
  }
  const done = new Set(notice.done)
  const waiting = absentReaders(readers, notice.open).filter((reader) => !done.has(reader.userId))
  const outcomes = await Promise.all(
    waiting.map(async (reader) => {
      try {
        const message = await answerMessage(scope, reader.userId)
        const outcome = await sendToGuest(scope, reader.userId, message, await sendId(notice.id, reader.userId))
        return { userId: reader.userId, told: 'sent' in outcome }
      } catch (error) {
        scope.report('messages.notice', error, 'warning')
        return undefined
      }
    }),
  )
  const settled = outcomes.filter((outcome) => outcome !== undefined)
  return {
    notice: {
      ...attempted,
      done: [...notice.done, ...settled.map((outcome) => outcome.userId)],
      told: notice.told + settled.filter((outcome) => outcome.told).length,
    },
    finished: settled.length === waiting.length,
  }
}
