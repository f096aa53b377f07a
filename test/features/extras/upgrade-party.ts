// A party and its bought upgrades, for the upgrade rules' unit tests (SPEC §5): a guest of each age band the rules
// tell apart, one already holding Rascals in week 1, and an unknown classification that must not count.
import { membershipCodes as m } from '../../../src/domain/membership.ts'
import type { UpgradeGuest } from '../../../src/features/extras/upgrades.ts'

export const leaving = '2027-08-08'
const bornYearsBefore = (years: number) => `${2027 - years}-07-01` // that many years old (and a month) on leaving
const guest = (
  id: string,
  age: number | undefined,
  week1: number | null = m.adult,
  week2: number | null = m.adult,
): UpgradeGuest => ({
  id,
  name: `Guest ${id}`,
  dateOfBirth: age === undefined ? null : bornYearsBefore(age),
  week1,
  week2,
})

export const guests = [
  guest('adult', 40),
  guest('nine', 9),
  guest('seven', 7),
  guest('five', 5, m.rascals, m.child),
  guest('four', 4),
  guest('three', 3),
  guest('one', 1),
  guest('unknown', undefined),
]
export const products = [
  { classification: m.adult, quantity: 2 },
  { classification: m.rascals, quantity: 2 },
  { classification: m.waterSports, quantity: 1 },
  { classification: m.waterSports, quantity: 1 },
  { classification: 123, quantity: 5 }, // an unknown classification does not count
]
