import { describe, expect, it } from 'vitest'
import { inResortZone, instantToZoned, zonedToInstant } from '../../src/domain/zoned-time.ts'

describe('zoned wall-clock times', () => {
  it('converts both ways in winter and summer', () => {
    expect(zonedToInstant('2026-01-15T14:00', 'Europe/London')).toBe(Date.UTC(2026, 0, 15, 14))
    expect(zonedToInstant('2026-07-15T14:00', 'Europe/London')).toBe(Date.UTC(2026, 6, 15, 13))
    expect(instantToZoned(Date.UTC(2026, 6, 15, 13), 'Europe/London')).toBe('2026-07-15T14:00')
    expect(zonedToInstant('2026-07-15T14:30:00', 'Asia/Kolkata')).toBe(Date.UTC(2026, 6, 15, 9))
  })

  it('is right on both sides of a daylight-saving change', () => {
    // Europe/London: clocks go back at 02:00 BST on 25 Oct 2026, forward at 01:00 GMT on 29 Mar 2026.
    expect(zonedToInstant('2026-10-24T09:00', 'Europe/London')).toBe(Date.UTC(2026, 9, 24, 8))
    expect(zonedToInstant('2026-10-25T09:00', 'Europe/London')).toBe(Date.UTC(2026, 9, 25, 9))
    expect(zonedToInstant('2026-03-28T09:00', 'Europe/London')).toBe(Date.UTC(2026, 2, 28, 9))
    expect(zonedToInstant('2026-03-29T09:00', 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 8))
    // RFC 5545: a repeated time is its first occurrence; a skipped one uses the offset before the gap.
    expect(zonedToInstant('2026-10-25T01:30', 'Europe/London')).toBe(Date.UTC(2026, 9, 25, 0, 30))
    expect(zonedToInstant('2026-03-29T01:30', 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 1, 30))
    expect(zonedToInstant('2026-03-29T25:30', 'Europe/London')).toBeUndefined()
    expect(instantToZoned(Date.UTC(2026, 9, 25, 0, 30), 'Europe/London')).toBe('2026-10-25T01:30')
    expect(instantToZoned(Date.UTC(2026, 9, 25, 1, 30), 'Europe/London')).toBe('2026-10-25T01:30')
  })

  it('reads the wellness system: offsets are converted, bare times are the site clock', () => {
    expect(inResortZone('2026-07-15T14:00:00', 'Europe/London')).toBe('2026-07-15T14:00')
    expect(inResortZone('2026-07-15T13:00:00Z', 'Europe/London')).toBe('2026-07-15T14:00')
    expect(inResortZone('2026-10-25T08:00:00-05:00', 'Europe/London')).toBe('2026-10-25T13:00')
    expect(inResortZone('tomorrow', 'Europe/London')).toBeUndefined()
  })
})
