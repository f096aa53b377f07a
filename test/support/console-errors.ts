// A test that logs console.error fails unless it says it expects one (expectConsoleErrors), so an error a
// change starts logging is seen in review rather than scrolled past. Loaded by every project (vitest.config.ts).
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

let logged: MockInstance<typeof console.error> | undefined
let expected: RegExp | undefined

beforeEach(() => {
  expected = undefined
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  const calls = logged?.mock.calls.map((args) => args.map(String).join(' ')) ?? []
  logged?.mockRestore()
  const unexpected = calls.filter((line) => !expected?.test(line))
  if (unexpected.length > 0) throw new Error(`This test logged console.error:\n${unexpected.join('\n')}`)
})

/**
 * Says this test expects console.error lines (the portal reporting a failure the test provokes) that match
 * `pattern`; any other line still fails the test.
 */
export function expectConsoleErrors(pattern: RegExp = /.*/s): void {
  expected = pattern
}
