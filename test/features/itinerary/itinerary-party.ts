// The demo party's summer stay in the resort's zone, for the itinerary's unit tests (issue 30): the lead booker, a
// second adult of the household, a crèche baby, a Rascals child and a companion; builders of a wellness visit and of the
// lead booker's input.
import type { ItineraryInput } from '../../../src/features/itinerary/itinerary.ts'
import type { ItineraryVisit } from '../../../src/features/itinerary/itinerary-wellness.ts'
import { membershipCodes as m } from '../../../src/domain/membership.ts'

export const resort = 'Europe/Madrid'

export const guest = (
  id: string,
  fullName: string,
  contactId?: string,
  week1: number = m.adult,
  week2: number = m.adult,
) => ({
  id,
  fullName,
  contactId,
  week1,
  week2,
})
export const olivia = guest('g1', 'Olivia Bennett', 'c-lead')
export const james = guest('g2', 'James Bennett', 'c-james')
export const mia = guest('g3', 'Mia Bennett', undefined, m.creche, m.infant)
export const leo = guest('g4', 'Leo Bennett', undefined, m.rascals, m.rascals)
const priya = guest('g5', 'Priya Patel', 'c-comp')

export const booking = (arrival: string, leaving: string, guests = [olivia, james, mia, leo, priya]) => ({
  id: 'b1',
  arrival,
  leaving,
  leadContactId: 'c-lead',
  villaCodes: ['1201'],
  guests,
})
const summer = booking('2027-08-01', '2027-08-08')

export const visit = (id: number, start: string, end: string, more: Partial<ItineraryVisit> = {}): ItineraryVisit => ({
  id,
  name: `Visit ${id}`,
  appointmentId: undefined,
  classId: undefined,
  startsAt: start,
  endsAt: end,
  ...more,
})

export const lead = (more: Partial<ItineraryInput> = {}): ItineraryInput => ({
  booking: summer,
  viewerContactId: 'c-lead',
  resortTimeZone: resort,
  ...more,
})
