import { describe, expect, it } from 'vitest'
import { groupByTiming, parseTiming, timingForMode } from '../../../src/features/reminders/reminder-timing.ts'

const items = [
  { title: 'flights', timing: 'Two months' },
  { title: 'info', timing: 'After booking' },
  { title: 'hamper', timing: 'Three weeks' },
  { title: 'feedback', timing: 'Post stay' },
  { title: 'odd', timing: 'Someday' },
  { title: 'spa', timing: 'mid stay' },
]
const timingOf = (item: (typeof items)[number]) => parseTiming(item.timing)

describe('reminder timings', () => {
  it('matches each home mode', () => {
    expect(timingForMode('after-booking')).toBe('After booking')
    expect(timingForMode('two-months')).toBe('Two months')
    expect(timingForMode('three-weeks')).toBe('Three weeks')
    expect(timingForMode('mid-stay')).toBe('Mid stay')
    expect(timingForMode('post-stay')).toBe('Post stay')
  })

  it('reads the select label in any case, and nothing else', () => {
    expect(parseTiming(' three weeks ')).toBe('Three weeks')
    expect(parseTiming('Someday')).toBeUndefined()
    expect(parseTiming(null)).toBeUndefined()
  })

  it('keeps holiday order with the group of the home mode marked, unreadable ones last', () => {
    const groups = groupByTiming(items, timingOf, 'three-weeks')
    expect(groups.map((g) => g.timing)).toEqual([
      'After booking',
      'Two months',
      'Three weeks',
      'Mid stay',
      'Post stay',
      'Any time',
    ])
    expect(groups[2]).toMatchObject({ current: true, items: [{ title: 'hamper' }] })
    expect(groups.filter((g) => g.current)).toHaveLength(1)
    expect(groups.at(-1)?.items).toEqual([{ title: 'odd', timing: 'Someday' }])
  })

  it('leaves out empty groups, including the current one', () => {
    const groups = groupByTiming(items.slice(0, 2), timingOf, 'mid-stay')
    expect(groups.map((g) => g.timing)).toEqual(['After booking', 'Two months'])
    expect(groups.some((g) => g.current)).toBe(false)
  })
})
