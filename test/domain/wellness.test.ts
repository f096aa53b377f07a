import { describe, expect, it } from 'vitest'
import {
  checkScheduleSpan,
  schedule,
  scheduledVisit,
  visitKind,
  visitName,
  visitsDuring,
  wideScheduleWindow,
  windowCovers,
} from '../../src/domain/wellness.ts'

const zone = 'Europe/London'
const now = Date.UTC(2026, 10, 23, 12) // 12:00 in London (GMT)

describe('visits (SPEC §3)', () => {
  it('is an appointment when AppointmentId is above 0, otherwise a class', () => {
    expect(visitKind({ AppointmentId: 9001 })).toBe('appointment')
    expect(visitKind({ AppointmentId: 0 })).toBe('class')
    expect(visitKind({ AppointmentId: null })).toBe('class')
  })
  it('is named by Name or ServiceName', () => {
    expect(visitName({ Name: 'Yoga', ServiceName: null })).toBe('Yoga')
    expect(visitName({ Name: ' ', ServiceName: 'Massage' })).toBe('Massage')
    expect(visitName({})).toBe('Wellness visit')
  })
  it('knows past, cancellable and late', () => {
    const at = (start: string, end: string) =>
      scheduledVisit({ Id: 1, Name: 'X', StartDateTime: start, EndDateTime: end }, zone, now)!
    expect(at('2026-11-23T10:00:00', '2026-11-23T11:00:00')).toMatchObject({ past: true, cancellable: false })
    expect(at('2026-11-23T11:30:00', '2026-11-23T12:30:00')).toMatchObject({ past: false, cancellable: false })
    expect(at('2026-11-24T11:00:00', '2026-11-24T12:00:00')).toMatchObject({
      late: true,
      cancellable: true,
      start: '11:00',
      end: '12:00',
    })
    expect(at('2026-11-24T12:00:00', '2026-11-24T13:00:00')).toMatchObject({ late: false, cancellable: true })
  })
  it('sorts by start and keeps past visits apart', () => {
    const result = schedule(
      [
        { Id: 3, Name: 'C', StartDateTime: '2026-11-25T09:00:00', EndDateTime: '2026-11-25T10:00:00' },
        { Id: 1, Name: 'A', StartDateTime: '2026-11-20T09:00:00', EndDateTime: '2026-11-20T10:00:00' },
        { Id: 2, Name: 'B', StartDateTime: '2026-11-24T09:00:00', EndDateTime: '2026-11-24T10:00:00' },
        { Id: 4, Name: 'Bad', StartDateTime: 'soon', EndDateTime: 'later' },
      ],
      zone,
      now,
    )
    expect(result.upcoming.map((v) => v.name)).toEqual(['B', 'C'])
    expect(result.past.map((v) => v.name)).toEqual(['A'])
  })
})

describe('checkScheduleSpan', () => {
  const stay = { arrival: '2026-12-03', leaving: '2026-12-10' }
  it('accepts the stay plus the margin', () => {
    expect(checkScheduleSpan('2026-11-26', '2026-12-17', stay)).toEqual({
      ok: true,
      start: '2026-11-26',
      end: '2026-12-17',
    })
  })
  it('refuses unreal dates, reversed ranges and long spans', () => {
    expect(checkScheduleSpan('2026-02-30', '2026-03-01', stay)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/startDate/),
    })
    expect(checkScheduleSpan('2026-12-03', '03/12/2026', stay)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/endDate/),
    })
    expect(checkScheduleSpan('2026-12-10', '2026-12-03', stay)).toMatchObject({
      ok: false,
      message: 'endDate must not be before startDate.',
    })
    expect(checkScheduleSpan('2026-11-25', '2026-12-17', stay)).toMatchObject({
      ok: false,
      message: 'The dates may span at most 21 days.',
    })
    expect(checkScheduleSpan('2026-01-01', '2026-03-01', undefined)).toMatchObject({
      ok: false,
      message: 'The dates may span at most 31 days.',
    })
  })
})

describe('one wide schedule read (decision 019)', () => {
  const window = wideScheduleWindow({ year: 2026, month: 11, day: 23 })

  it('reaches a year back and two years ahead of today', () => {
    expect(window).toEqual({ start: '2025-11-23', end: '2028-11-23' })
  })
  it('covers a stay inside it and not one outside', () => {
    expect(windowCovers(window, '2027-08-01', '2027-08-15')).toBe(true)
    expect(windowCovers(window, '2025-01-01', '2025-01-08')).toBe(false)
  })
  it('keeps the visits that start on a day of the stay, both ends included', () => {
    const at = (start: string) => ({ StartDateTime: start })
    const visits = [
      at('2026-11-30T18:00:00'),
      at('2026-12-01T09:00:00'),
      at('2026-12-08T17:00:00'),
      at('2026-12-09T08:00:00'),
    ]
    expect(visitsDuring(visits, '2026-12-01', '2026-12-08')).toEqual([visits[1], visits[2]])
  })
})
