/**
 * One wellness visit, in the portal's words (SPEC §3). The wellness integration maps its system's answers to it
 * (src/integrations/mindbody/visits.ts), so no rule here knows that system's field names.
 */
export interface WellnessVisit {
  readonly id: number
  /** What the visit is called, when the wellness system names it. */
  readonly name: string | undefined
  /** The appointment, when the visit is one; a class has none. */
  readonly appointmentId: number | undefined
  /** The class, when the visit is one: what cancelling it needs. */
  readonly classId: number | undefined
  /**
   * Start and end as the wellness system writes them: the site's wall clock ('YYYY-MM-DDTHH:MM:SS', no offset),
   * or an instant with an offset.
   */
  readonly startsAt: string
  readonly endsAt: string
  /** Cancelled, early or late, when the wellness system keeps it in a schedule, marked (the itinerary leaves it out). */
  readonly cancelled?: boolean | undefined
}
