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
} from '../../../src/features/wellness/wellness.ts'
import type { WellnessVisit } from '../../../src/domain/wellness-visit.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const zone = 'Europe/London'
const now = Date.UTC(2026, 10, 23, 12) // 12:00 in London (GMT)

/** A class visit; `more` changes any field. */
const visit = (id: number, name: string, startsAt: string, endsAt: string, more: Partial<WellnessVisit> = {}) => ({
  id,
  name,
  appointmentId: undefined,
  classId: 40 + id,
  startsAt,
  endsAt,
  ...more,
})

describe('visits (SPEC §3)', () => {
  it('is an appointment when it has an appointment, otherwise a class', () => {
    expect(visitKind({ appointmentId: 9001 })).toBe('appointment')
    expect(visitKind({ appointmentId: undefined })).toBe('class')
  })
  it('is named by its name, or plainly when it has none', () => {
    expect(visitName({ name: 'Yoga' }, textsFor('en-GB'))).toBe('Yoga')
    expect(visitName({ name: ' ' }, textsFor('en-GB'))).toBe('Wellness visit')
    expect(visitName({ name: undefined }, textsFor('en-GB'))).toBe('Wellness visit')
  })
  it('knows past, cancellable and late', () => {
    const at = (start: string, end: string) => scheduledVisit(visit(1, 'X', start, end), zone, now)!
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
  it('carries what cancelling needs, and reads a time with an offset in the resort’s zone', () => {
    const massage = visit(5, 'Massage', '2026-11-24T10:00:00+01:00', '2026-11-24T11:00:00+01:00', {
      appointmentId: 9001,
      classId: undefined,
    })
    expect(scheduledVisit(massage, zone, now)).toMatchObject({
      id: 5,
      name: 'Massage',
      kind: 'appointment',
      appointmentId: 9001,
      classId: undefined,
      date: '2026-11-24',
      start: '09:00',
      end: '10:00',
    })
    expect(scheduledVisit(visit(6, 'Yoga', '2026-11-24T10:00:00', '2026-11-24T11:00:00'), zone, now)).toMatchObject({
      kind: 'class',
      classId: 46,
      appointmentId: undefined,
    })
  })
  it('sorts by start and keeps past visits apart', () => {
    const result = schedule(
      [
        visit(3, 'C', '2026-11-25T09:00:00', '2026-11-25T10:00:00'),
        visit(1, 'A', '2026-11-20T09:00:00', '2026-11-20T10:00:00'),
        visit(2, 'B', '2026-11-24T09:00:00', '2026-11-24T10:00:00'),
        visit(4, 'Bad', 'soon', 'later'),
        visit(5, 'Backwards', '2026-11-26T10:00:00', '2026-11-26T09:00:00'),
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
    const at = (start: string) => ({ startsAt: start })
    const visits = [
      at('2026-11-30T18:00:00'),
      at('2026-12-01T09:00:00'),
      at('2026-12-08T17:00:00'),
      at('2026-12-09T08:00:00'),
    ]
    expect(visitsDuring(visits, '2026-12-01', '2026-12-08')).toEqual([visits[1], visits[2]])
  })
})
