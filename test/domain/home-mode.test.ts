import { describe, expect, it } from 'vitest'
import { daysToArrival, homeMode } from '../../src/domain/home-mode.ts'
import { parseLocalDate } from '../../src/domain/local-date.ts'

const today = parseLocalDate('2026-11-23')!
const stay = (arrival: string, leaving: string) => ({ arrival, leaving })

describe('homeMode (SPEC §4)', () => {
  it('is after booking with no booking or no readable arrival', () => {
    expect(homeMode(undefined, today)).toBe('after-booking')
    expect(homeMode({ arrival: null, leaving: null }, today)).toBe('after-booking')
  })
  it('is post stay after the leaving day, mid stay on it', () => {
    expect(homeMode(stay('2026-11-10', '2026-11-22'), today)).toBe('post-stay')
    expect(homeMode(stay('2026-11-10', '2026-11-23'), today)).toBe('mid-stay')
  })
  it('is mid stay from the arrival day', () => {
    expect(homeMode(stay('2026-11-23', '2026-11-30'), today)).toBe('mid-stay')
    expect(homeMode(stay('2026-11-24', '2026-11-30'), today)).toBe('three-weeks')
  })
  it('is three weeks up to 21 days before arrival, then two months up to 2 calendar months', () => {
    expect(homeMode(stay('2026-12-14', '2026-12-21'), today)).toBe('three-weeks')
    expect(homeMode(stay('2026-12-15', '2026-12-22'), today)).toBe('two-months')
    expect(homeMode(stay('2027-01-23', '2027-01-30'), today)).toBe('two-months')
    expect(homeMode(stay('2027-01-24', '2027-01-31'), today)).toBe('after-booking')
  })
  it('counts down to arrival', () => {
    expect(daysToArrival('2026-12-03', today)).toBe(10)
    expect(daysToArrival('2026-11-23', today)).toBe(0)
    expect(daysToArrival('2026-11-22', today)).toBeUndefined()
  })
})

import { countdownText, stayIsOver } from '../../src/domain/home-mode.ts'
import { textsFor } from '../../src/i18n/texts.ts'

const en = textsFor('en-GB')

describe('countdownText', () => {
  it('counts days before the stay, and says nothing once it has begun (the card speaks then)', () => {
    expect(countdownText('three-weeks', 10, en)).toBe('10 days to go')
    expect(countdownText('three-weeks', 1, en)).toBe('You arrive tomorrow!')
    expect(countdownText('three-weeks', 0, en)).toBe('You arrive today!')
    expect(countdownText('mid-stay', 0, en)).toBeUndefined()
    expect(countdownText('post-stay', undefined, en)).toBeUndefined()
    expect(countdownText('after-booking', undefined, en)).toBeUndefined()
  })
})

describe('stayIsOver', () => {
  it('is over from the day after leaving, not on the leaving day', () => {
    const stay = { arrival: '2026-11-15', leaving: '2026-11-22' }
    expect(stayIsOver(stay, { year: 2026, month: 11, day: 22 })).toBe(false)
    expect(stayIsOver(stay, { year: 2026, month: 11, day: 23 })).toBe(true)
    expect(stayIsOver(undefined, { year: 2026, month: 11, day: 23 })).toBe(false)
  })
})
