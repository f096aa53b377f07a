// The stay a soak guest knows from their own booking (the sandbox's seed): flight dates must fall around
// it. Only for guests with one booking; a guest with several picks one on the select-booking page.
import { dayFrom, demoBookings } from '../../sandbox/seed/bookings.ts'
import { demoUsers } from '../../sandbox/seed/demo-users.ts'

export function stayOf(email: string): { arrival: string; leaving: string } | undefined {
  const contact = demoUsers.find((u) => u.email === email)?.profile.msd_contact_id
  const own = demoBookings.filter((b) => b.lead === contact)
  if (own.length !== 1) return undefined
  const [booking] = own
  return { arrival: dayFrom(booking!.arrival), leaving: dayFrom(booking!.arrival + booking!.nights) }
}
