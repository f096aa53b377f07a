// Who invited and to which holiday (issue 38, item 12): what an invitation email and its accept page say, kept in the
// invitee's user metadata, which the auth service's invite template reads as `.Data` (decision 057).
import * as v from 'valibot'
import { formatDateRange } from '../../domain/local-date.ts'
import type { Locale } from '../../domain/locale.ts'

/** The invitation's words as the invitee's metadata holds them; each may be missing (an older invitation). */
export const InvitationWords = v.object({
  /** The portal's invitation record: the email's link carries it, so an expired link can be renewed. */
  invitation_id: v.optional(v.pipe(v.string(), v.uuid())),
  /** The lead booker's first name. */
  inviter_name: v.optional(v.string()),
  /** The villa or villas, as the booking's pages name them. */
  holiday_villa: v.optional(v.string()),
  /** The stay's dates written out in the email's language (the template cannot format dates). */
  holiday_dates: v.optional(v.string()),
  /** The stay's first and last days (ISO), for a page to write in its own language. */
  holiday_start: v.optional(v.string()),
  holiday_end: v.optional(v.string()),
})
export type InvitationWords = v.InferOutput<typeof InvitationWords>

/**
 * The words of one invitation, in the inviter's language; keys without a value are left out (the email then says
 * the general sentence).
 * @example invitationWords({ invitationId, inviter: 'Olivia', villas: ['Villa Azure'], arrival: '2027-08-03', leaving: '2027-08-17' }, 'en-GB')
 */
export function invitationWords(
  holiday: {
    readonly invitationId: string
    readonly inviter: string | null | undefined
    readonly villas: readonly string[]
    readonly arrival: string | undefined
    readonly leaving: string | undefined
  },
  locale: Locale,
): Record<string, string> {
  const words: Record<string, string | undefined> = {
    invitation_id: holiday.invitationId,
    inviter_name: holiday.inviter?.trim() || undefined,
    holiday_villa: holiday.villas.join(', ') || undefined,
    holiday_dates: formatDateRange(holiday.arrival, holiday.leaving, locale),
    holiday_start: holiday.arrival,
    holiday_end: holiday.leaving,
  }
  return Object.fromEntries(Object.entries(words).filter((entry): entry is [string, string] => !!entry[1]))
}

/** The words the accept page shows, in its own language; undefined unless it knows who, where and when. */
export function acceptPageHoliday(
  words: InvitationWords | undefined,
  locale: Locale,
): { readonly inviter: string; readonly villa: string; readonly dates: string } | undefined {
  const dates = formatDateRange(words?.holiday_start, words?.holiday_end, locale)
  if (!words?.inviter_name || !words.holiday_villa || !dates) return undefined
  return { inviter: words.inviter_name, villa: words.holiday_villa, dates }
}
