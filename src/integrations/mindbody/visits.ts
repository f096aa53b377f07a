// Mindbody's visits as the portal's own (src/domain/wellness.ts, decision 013): the only code besides the schemas
// that reads a visit's field names. The SPEC §7 handler alone answers Mindbody's own shape (clientSchedule).
import type { WellnessVisit } from '../../domain/wellness.ts'
import type { MindbodyClient } from './client.ts'
import type { Visit } from './schemas.ts'

/**
 * A Mindbody visit as the portal's: named by `Name`, else `ServiceName` (SPEC §3); an appointment when
 * `AppointmentId` is above 0 (Mindbody writes 0 or nothing for a class); the times as Mindbody wrote them.
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
  }
}

/** Every visit of a wellness client between two dates (YYYY-MM-DD, inclusive), as the portal's. */
export async function wellnessVisits(
  client: MindbodyClient,
  clientId: string,
  startDate: string,
  endDate: string,
): Promise<WellnessVisit[]> {
  return (await client.clientSchedule(clientId, startDate, endDate)).visits.map(toWellnessVisit)
}
