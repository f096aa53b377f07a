// Invitations to the portal (docs/decisions/033-invitations.md): what is recorded, and what the
// lead booker sees beside each adult guest: "Invite to the portal", "Invited on 3 Dec — resend"
// or "Has joined".
import type { PlainTextKey, Texts } from '../../i18n/texts.ts'
import { dateFormat } from '../../domain/formatters.ts'
import { fullYears, parseLocalDate } from '../../domain/local-date.ts'
import { intlLocale, type Locale } from '../../domain/locale.ts'
import type { Invitation } from '../../domain/invitation.ts'

/** What the lead booker sees beside a guest (none for children, the lead booker, or a guest not in the system). */
export type CompanionStatus =
  | { readonly kind: 'invite' }
  | { readonly kind: 'invited'; readonly invitationId: string; readonly sentOn: string }
  | { readonly kind: 'joined' }

/** Adults are 18 or over when the holiday starts; no date of birth counts as an adult (SPEC §5). */
export const adultAge = 18

/** What the rules read of a booking guest. */
export interface InviteeGuest {
  readonly id: string
  readonly contactId: string | null | undefined
  readonly dateOfBirth: string | null | undefined
}

/** Whether a guest is an adult on the holiday's first day (or its last, when no arrival is known). */
export function isAdult(dateOfBirth: string | null | undefined, arrival: string | null | undefined): boolean {
  const birth = parseLocalDate(dateOfBirth)
  const start = parseLocalDate(arrival)
  return !birth || !start || fullYears(birth, start) >= adultAge
}

/**
 * How long an invitation can be accepted, counted from its last send by the lead booker (issue 38, item 12; decision
 * 057). The auth service's emailed link lasts an hour; after that the accept page emails a fresh one, until this ends.
 */
export const invitationLifetimeDays = 7

/** Whether an invitation sent (last) at `sentAt` can no longer be accepted at `now`; an unreadable time has ended. */
export function invitationExpired(sentAt: string, now: Date): boolean {
  const sent = Date.parse(sentAt)
  return Number.isNaN(sent) || now.getTime() - sent >= invitationLifetimeDays * 86_400_000
}

/** The invitation that counts for a guest: the live one (pending or accepted), if any. */
export function liveInvitation(invitations: readonly Invitation[], guestId: string): Invitation | undefined {
  return invitations.find((i) => i.guestId === guestId && i.state !== 'revoked')
}

/**
 * "3 Dec": the day an invitation was sent, in the resort's time zone and the request's language.
 * @example sentOnText(textsFor('de'), 'de', '2026-12-03T09:00:00Z', 'Europe/London') // '3. Dez.'
 */
export function sentOnText(t: Texts, locale: Locale, sentAt: string, timeZone: string): string {
  const instant = new Date(sentAt)
  if (Number.isNaN(instant.getTime())) return t.companions_an_earlier_day()
  return dateFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone }).format(instant)
}

/**
 * Each guest's status for the lead booker, by guest id: adults other than the lead booker who are
 * linked to a booking-system contact may be invited. Nobody else sees these statuses.
 */
export function companionStatuses(
  t: Texts,
  locale: Locale,
  booking: {
    readonly leadContactId: string | undefined
    readonly arrival: string | undefined
    readonly guests: readonly InviteeGuest[]
  },
  isLead: boolean,
  invitations: readonly Invitation[],
  timeZone: string,
): Record<string, CompanionStatus> {
  const statuses: Record<string, CompanionStatus> = {}
  if (!isLead) return statuses
  const lead = booking.leadContactId?.toLowerCase()
  for (const guest of booking.guests) {
    if (!guest.contactId || guest.contactId.toLowerCase() === lead) continue
    if (!isAdult(guest.dateOfBirth, booking.arrival)) continue
    const live = liveInvitation(invitations, guest.id)
    statuses[guest.id] = !live
      ? { kind: 'invite' }
      : live.state === 'accepted'
        ? { kind: 'joined' }
        : { kind: 'invited', invitationId: live.id, sentOn: sentOnText(t, locale, live.sentAt, timeZone) }
  }
  return statuses
}

/** The notice after each change, by the key the redirect carries (`?companion=…`). */
export const companionNoticeKeys = {
  invited: 'companions_notice_invited',
  linked: 'companions_notice_linked',
  resent: 'companions_notice_resent',
  revoked: 'companions_notice_revoked',
} as const satisfies Readonly<Record<string, PlainTextKey>>

/** The notice a `?companion=` value stands for, in the request's language; undefined for any other value. */
export function companionNotice(t: Texts, key: string | undefined): string | undefined {
  return key && Object.hasOwn(companionNoticeKeys, key)
    ? t[companionNoticeKeys[key as keyof typeof companionNoticeKeys]]()
    : undefined
}
