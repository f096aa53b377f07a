// Mindbody's visits as the portal's own (src/integrations/mindbody/visits.ts): the SPEC §3 rules on Mindbody's
// field names live in this one mapping.
import { describe, expect, it } from 'vitest'
import { toWellnessVisit } from '../../src/integrations/mindbody/visits.ts'
import type { Visit } from '../../src/integrations/mindbody/schemas.ts'

const visit = (more: Partial<Visit>): Visit => ({
  Id: 7,
  ClientId: '100005',
  StartDateTime: '2026-11-24T10:00:00',
  EndDateTime: '2026-11-24T11:00:00',
  ...more,
})

describe('a Mindbody visit as the portal’s', () => {
  it('is an appointment when AppointmentId is above 0, otherwise a class (SPEC §3)', () => {
    expect(toWellnessVisit(visit({ AppointmentId: 9001, ClassId: null }))).toMatchObject({
      appointmentId: 9001,
      classId: undefined,
    })
    for (const none of [0, null, undefined])
      expect(toWellnessVisit(visit({ AppointmentId: none, ClassId: 12 })), String(none)).toMatchObject({
        appointmentId: undefined,
        classId: 12,
      })
  })

  it('is cancelled when Mindbody marks it so, late or by its appointment status, and carries no mark otherwise', () => {
    expect(toWellnessVisit(visit({ LateCancelled: true })).cancelled).toBe(true)
    expect(toWellnessVisit(visit({ AppointmentId: 9, AppointmentStatus: 'Cancelled' })).cancelled).toBe(true)
    expect(toWellnessVisit(visit({ AppointmentId: 9, AppointmentStatus: 'LateCancelled' })).cancelled).toBe(true)
    expect('cancelled' in toWellnessVisit(visit({ AppointmentId: 9, AppointmentStatus: 'Booked' }))).toBe(false)
  })

  it('is named by Name or ServiceName, and by nothing when both are blank (SPEC §3)', () => {
    expect(toWellnessVisit(visit({ Name: 'Yoga', ServiceName: null })).name).toBe('Yoga')
    expect(toWellnessVisit(visit({ Name: ' ', ServiceName: 'Massage' })).name).toBe('Massage')
    expect(toWellnessVisit(visit({ Name: null, ServiceName: '' })).name).toBeUndefined()
  })

  it('keeps its id and its times as Mindbody wrote them, offset or not', () => {
    expect(
      toWellnessVisit(visit({ Id: 3, StartDateTime: '2026-11-24T10:00:00+01:00', EndDateTime: '2026-11-24T11:00:00' })),
    ).toEqual({
      id: 3,
      name: undefined,
      appointmentId: undefined,
      classId: undefined,
      startsAt: '2026-11-24T10:00:00+01:00',
      endsAt: '2026-11-24T11:00:00',
    })
  })
})
