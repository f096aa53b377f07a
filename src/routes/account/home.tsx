import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import type { Booking } from '../../http/bookings.ts'
import { fillName } from '../../domain/greeting.ts'
import { countdownText, daysToArrival, homeMode } from '../../domain/home-mode.ts'
import { formatLongDate, localDateIn } from '../../domain/local-date.ts'
import { contactsNotOnBooking } from '../../domain/guests.ts'
import { HomePage } from '../../views/pages/HomePage.tsx'
import { guestAccess } from './guest-access.ts'
import { stayWellness } from './wellness-schedule.ts'
import { bookingExtras } from './booking-extras.ts'
import { advanceSummary } from './advance-state.ts'
import { content } from '../../http/content.tsx'
import { monitoringTarget, reportContext } from '../../http/report.ts'
import { reportError } from '../../integrations/monitoring.ts'
import { arrangements } from '../../integrations/content/documents.ts'
import { parseTiming, timingForMode, type ReminderTiming } from '../../domain/reminder-timing.ts'
import type { ArrangeNowView } from '../../views/parts/ArrangeNowSection.tsx'

/** The family group's contacts who are not on the booking (SPEC §6), read with the booking. */
function familyNames(booking: Booking | undefined): string[] {
  if (!booking) return []
  const contacts = booking.adr_opportunity_adr_accounts_Opportunity.flatMap((a) => a.adr_GroupFamily?.adr_account_contact ?? [])
  const unique = [...new Map(contacts.map((contact) => [contact.contactid, contact])).values()]
  return contactsNotOnBooking(unique, booking.adr_opportunity_adr_bookingguest_Opportunity).map((o) => [o.firstname, o.lastname].filter(Boolean).join(' '))
}

/** The "what to arrange when" items for the home mode's timing; a content failure costs only this section. */
async function arrangeNow(c: Context<AppEnv>, timing: ReminderTiming): Promise<ArrangeNowView> {
  try {
    const doc = await arrangements(content(c))
    return { items: doc.items.filter((item) => parseTiming(item.timing) === timing) }
  } catch (error) {
    reportError(error, reportContext(c, 'content.arrangeNow'), monitoringTarget(c))
    return { unavailable: true }
  }
}

/** Notices after a post/redirect/get round trip, by query value. */
const notices: Record<string, string> = {
  guest: 'Guest details saved.',
  wellness: 'Your wellness visit has been cancelled. The spa will email you to confirm.',
}
const noticeFor = (key: string | undefined) => (key && Object.hasOwn(notices, key) ? notices[key] : undefined)

/** /account: greeting, the stay and countdown, the home mode (SPEC §4), and the people in the booking. */
export const home = new Hono<AppEnv>().get('/', async (c) => {
  const booking = c.var.booking
  // A failed profile read costs only the greeting's name (reported by the header), not the page.
  const [profile, contact, bookings] = await Promise.all([c.var.profile().catch(() => null), c.var.bookings().contactId(), c.var.bookings().list()])
  const today = localDateIn(c.var.config.RESORT_TIME_ZONE, new Date())
  const stay = booking && { arrival: booking.new_arrivaldateuserlocal, leaving: booking.new_leavingdateuserlocal }
  const mode = homeMode(stay, today)
  const access = booking ? guestAccess(booking, contact.ok ? contact.id : undefined) : { members: [], editable: {} }
  return render(
    c,
    <HomePage
      mode={mode}
      stay={
        booking && {
          title: booking.name?.trim() || 'Your holiday',
          arrival: formatLongDate(booking.new_arrivaldateuserlocal),
          leaving: formatLongDate(booking.new_leavingdateuserlocal),
          countdown: countdownText(mode, daysToArrival(booking.new_arrivaldateuserlocal, today)),
        }
      }
      members={access.members}
      editable={access.editable}
      notice={noticeFor(c.req.query('saved') ?? c.req.query('cancelled'))}
      arrangeNow={arrangeNow(c, timingForMode(mode))}
      extras={booking && bookingExtras(c, booking)}
      advance={booking && mode !== 'post-stay' ? advanceSummary(c, booking) : undefined}
      wellness={mode === 'three-weeks' || mode === 'mid-stay' ? stayWellness(c, booking) : undefined}
      familyNames={familyNames(booking)}
      hasSeveralBookings={bookings.length > 1}
    />,
    { title: 'Home', heading: fillName('Hello [name]', profile?.first_name) },
  )
})
