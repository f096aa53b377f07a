// Mindbody's visits as the portal's own (src/features/wellness/wellness.ts, decision 013): the only code besides the schemas
// that reads a visit's field names. The SPEC §7 handler alone answers Mindbody's own shape (clientSchedule).
import type { WellnessVisit } from '../../domain/wellness-visit.ts'
import type { MindbodyClient } from './client.ts'
import type { Visit } from './schemas.ts'

/**
 * A Mindbody visit as the portal's: named by `Name`, else `ServiceName` (SPEC §3); an appointment when
 * `AppointmentId` is above 0 (Mindbody writes 0 or nothing for a class); the times as Mindbody wrote them; `cancelled`
 * when Mindbody marks it so.
 *
 * @example toWellnessVisit({ Id: 7, Name: '', ServiceName: 'Massage', AppointmentId: 0, ClassId: 12, … })
 * // { id: 7, name: 'Massage', appointmentId: undefined, classId: 12, startsAt: …, endsAt: … }
 */
export function toWellnessVisit(visit: Visit): WellnessVisit {
  return {
    id: visit.Id,
    name: visit.Name?.trim() || visit.ServiceName?.trim() || undefined,
    appointmentId: visit.AppointmentId && visit.AppointmentId > 0 ? visit.AppointmentId : undefined,
    classId: visit.ClassId ?? undefined,
    startsAt: visit.StartDateTime,
    endsAt: visit.EndDateTime,
    // Mindbody may keep a cancelled visit in a schedule, marked; only a marked one carries the field.
    ...(isCancelled(visit) && { cancelled: true }),
  }
}

/** Mindbody's cancelled marks: a late cancellation, or an appointment's status. */
const isCancelled = (visit: Visit) =>
  visit.LateCancelled === true || visit.AppointmentStatus === 'Cancelled' || visit.AppointmentStatus === 'LateCancelled'

/** Every visit of a wellness client between two dates (YYYY-MM-DD, inclusive), as the portal's. */
export async function wellnessVisits(
  client: MindbodyClient,
  clientId: string,
  startDate: string,
  endDate: string,
): Promise<WellnessVisit[]> {
  return (await client.clientSchedule(clientId, startDate, endDate)).visits.map(toWellnessVisit)
}
