// Demo wellness visits (Mindbody) for the demo guests' client ids, during their stays: some
// past, some within the next 24 hours, some later. Times are the site's local wall clock.
import { demoUsers } from './demo-users.ts'

const clientOf = (email: string) => demoUsers.find((u) => u.email === email)!.profile.mindbody_client_id
const hour = 3600_000

/** The site's local wall-clock time of an instant, as Mindbody writes it (no offset). */
function wallClock(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant))
  const get = (type: string) => parts.find((p) => p.type === type)!.value
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00`
}

interface VisitSeed {
  readonly client: string
  /** Start, in hours from now (rounded to the hour). */
  readonly inHours: number
  readonly minutes: number
  readonly name: string
  readonly kind: 'class' | 'appointment'
}

const day = 24
const visits: readonly VisitSeed[] = [
  { client: clientOf('returning@example.com'), inHours: 11 * day, minutes: 60, name: 'Sunrise Yoga', kind: 'class' },
  {
    client: clientOf('returning@example.com'),
    inHours: 12 * day + 6,
    minutes: 60,
    name: 'Deep Tissue Massage',
    kind: 'appointment',
  },
  { client: clientOf('returning@example.com'), inHours: 13 * day, minutes: 45, name: 'Aqua Fit', kind: 'class' },
  { client: clientOf('midstay@example.com'), inHours: -2 * day, minutes: 60, name: 'Pilates', kind: 'class' },
  { client: clientOf('midstay@example.com'), inHours: 5, minutes: 60, name: 'Hot Stone Massage', kind: 'appointment' },
  { client: clientOf('midstay@example.com'), inHours: 20, minutes: 60, name: 'Yoga Flow', kind: 'class' },
  { client: clientOf('midstay@example.com'), inHours: 2 * day + 4, minutes: 45, name: 'Spin', kind: 'class' },
  {
    client: clientOf('midstay@example.com'),
    inHours: 3 * day + 2,
    minutes: 50,
    name: 'Signature Facial',
    kind: 'appointment',
  },
  { client: clientOf('poststay@example.com'), inHours: -10 * day, minutes: 60, name: 'Morning Yoga', kind: 'class' },
  { client: clientOf('several@example.com'), inHours: 43 * day, minutes: 60, name: 'Tennis Clinic', kind: 'class' },
  // During Harry's second booking: each of his visits belongs to one booking's itinerary and wellness page.
  { client: clientOf('several@example.com'), inHours: 152 * day, minutes: 45, name: 'Paddleboard Yoga', kind: 'class' },
  {
    client: clientOf('companion@example.com'),
    inHours: 44 * day + 3,
    minutes: 60,
    name: 'Hot Stone Massage',
    kind: 'appointment',
  },
]

/** Inserts the demo visits relative to `now`, in the site's time zone. */
export async function seedWellness(db: D1Database, timeZone: string, now = Date.now()): Promise<void> {
  const startOfHour = Math.floor(now / hour) * hour
  await db.batch(
    visits.map((visit, i) => {
      const start = startOfHour + visit.inHours * hour
      const end = start + visit.minutes * 60_000
      return db
        .prepare(
          'INSERT INTO mb_visits (id, client_id, class_id, appointment_id, name, service_name, start, end, location_id, staff_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?)',
        )
        .bind(
          7000 + i,
          visit.client,
          visit.kind === 'class' ? 5000 + i : 0,
          visit.kind === 'appointment' ? 9000 + i : null,
          visit.kind === 'class' ? visit.name : null,
          visit.kind === 'appointment' ? visit.name : null,
          wallClock(start, timeZone),
          wallClock(end, timeZone),
          100 + (i % 3),
        )
    }),
  )
}
