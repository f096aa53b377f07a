// Who invited and to which holiday (issue 38, item 12): what an invitation email and its accept page say, kept in the
// invitee's user metadata, which the auth service's invite template reads as `.Data` (decision 057).
import { formatDateRange } from '../../domain/local-date.ts'
import type { Locale } from '../../domain/locale.ts'
import type { InvitationWords } from '../../domain/invitation.ts'

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
