import { describe, expect, it } from 'vitest'
import { checkAdvance, nextUp, type NextUpInput } from '../../../src/features/bookings/next-up.ts'
import { summariseExtras } from '../../../src/features/extras/extras-summary.ts'
import { textsFor } from '../../../src/i18n/texts.ts'
import type { ExtraGroup, ExtraView } from '../../../src/features/extras/extras.ts'
import type { StatusLabel } from '../../../src/domain/extra-status.ts'

const en = textsFor('en-GB')
const advance = { title: 'Your flights', href: '/account/advance-information/flight' }
const arrangement = { title: 'Book your transfer', href: '/account/what-to-arrange-when' }
const input = (over: Partial<NextUpInput>): NextUpInput => ({
  mode: 'three-weeks',
  today: '2026-11-25',
  leaving: '2026-12-12',
  advance: undefined,
  arrangement: undefined,
  ...over,
})

describe('nextUp (issue 28)', () => {
  it('before the stay: advance information first, then what to arrange, then ready', () => {
    for (const mode of ['after-booking', 'two-months', 'three-weeks'] as const) {
      expect(nextUp(input({ mode, advance, arrangement }), en)).toEqual({ kind: 'step', step: advance, why: 'advance' })
      expect(nextUp(input({ mode, arrangement }), en)).toEqual({ kind: 'step', step: arrangement, why: 'arrange' })
      expect(nextUp(input({ mode }), en)).toEqual({ kind: 'ready' })
    }
  })
  it('never says all set when the progress could not be read', () => {
    expect(nextUp(input({ advance: 'unknown', arrangement }), en)).toEqual({
      kind: 'step',
      step: checkAdvance(en),
      why: 'advance',
    })
  })
  it('in the stay: today, and the way home on the leaving day', () => {
    expect(nextUp(input({ mode: 'mid-stay', advance }), en).kind).toBe('today')
    expect(nextUp(input({ mode: 'mid-stay', today: '2026-12-12' }), en).kind).toBe('way-home')
  })
  it('after the stay: welcome back, whatever is left undone', () => {
    expect(nextUp(input({ mode: 'post-stay', advance, arrangement }), en).kind).toBe('welcome-back')
  })
})

const extra = (id: string, label: StatusLabel, createdOn: string | null): ExtraView => ({
  id,
  kind: 'hamper',
  label,
  message: id,
  note: undefined,
  createdOn,
  understood: true,
})

describe('summariseExtras (issue 28)', () => {
  const groups: ExtraGroup[] = [
    {
      kind: 'hamper',
      heading: 'Hampers',
      extras: [extra('a', 'Done', '2026-10-01T10:00:00Z'), extra('b', 'Pending', null)],
    },
    {
      kind: 'transfer',
      heading: 'Transfers',
      extras: [extra('c', 'Pending', '2026-11-20T10:00:00Z'), extra('d', 'Invoiced', '2026-11-01T10:00:00Z')],
    },
  ]
  it('counts by status, pending first, leaving out a status no extra has', () => {
    expect(summariseExtras(groups).counts).toEqual([
      { label: 'Pending', count: 2 },
      { label: 'Done', count: 1 },
      { label: 'Invoiced', count: 1 },
    ])
    expect(summariseExtras([groups[0]!]).counts.map((c) => c.label)).toEqual(['Pending', 'Done'])
    expect(summariseExtras([]).total).toBe(0)
  })
  it('lists the most recent first, those without a date last', () => {
    expect(summariseExtras(groups).recent.map((e) => e.id)).toEqual(['c', 'd', 'a'])
    expect(summariseExtras(groups, 4).recent.map((e) => e.id)).toEqual(['c', 'd', 'a', 'b'])
    expect(summariseExtras(groups).total).toBe(4)
  })
})
