import { describe, expect, it } from 'vitest'
import { classifyTouch } from '../../src/browser/islands/gestures.ts'

describe('touch gestures (SPEC §9 thresholds)', () => {
  it.each([
    [{ dx: 0, dy: 0, durationMs: 100 }, 'tap'],
    [{ dx: 6, dy: 8, durationMs: 399 }, 'tap'], // 10 px away exactly
    [{ dx: 6, dy: 8, durationMs: 400 }, 'long-tap'],
    [{ dx: 7, dy: 8, durationMs: 100 }, 'none'], // just over the tap tolerance
    [{ dx: -100, dy: 0, durationMs: 150 }, 'swipe-left'],
    [{ dx: 100, dy: 30, durationMs: 900 }, 'swipe-right'],
    [{ dx: -99, dy: 0, durationMs: 150 }, 'none'],
    [{ dx: 120, dy: 160, durationMs: 150 }, 'none'], // mostly vertical: a scroll
  ] as const)('%o is %s', (track, gesture) => {
    expect(classifyTouch(track)).toBe(gesture)
  })
})
