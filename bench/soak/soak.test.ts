// The soak's short version in `npm test` (README.md beside this file): 5 s, 4 connections, one fault per
// upstream. The figures are the full run's business; this holds the rules that must never break.
import { describe, expect, it } from 'vitest'
import { soak } from './soak.ts'
import { expectConsoleErrors } from '../../test/support/console-errors.ts'

describe('the soak, short', () => {
  it('answers every request with a page of ours, reports every server error, and keeps every write', async () => {
    // The portal's own report lines, from the faults this run injects (workerd's output reaches console.error).
    expectConsoleErrors(/^\{"level":"(error|warning)",/)
    const result = await soak({ seconds: 5, connections: 4, plan: 'short', islands: 'if-missing' })
    expect(result.bare).toEqual([])
    expect(result.unreported).toEqual([])
    expect(result.writes).toEqual([])
    // The run did what it is for: saves under faults, and some of them refused by the faults.
    const outcomes = Object.values(result.saves)
    expect(outcomes.reduce((n, o) => n + o.saved, 0)).toBeGreaterThan(1)
    expect(result.requests).toBeGreaterThan(10)
  })
})
