/** SPEC §9 touch thresholds: movement in CSS pixels, times in milliseconds. */
export const gestureThresholds = { tapTolerance: 10, holdMs: 400, swipe: 100, longTapMs: 400 } as const

export type Gesture = 'tap' | 'long-tap' | 'swipe-left' | 'swipe-right' | 'none'

export interface TouchTrack {
  /** Movement from touch start to touch end. */
  readonly dx: number
  readonly dy: number
  readonly durationMs: number
}

/**
 * What a finished touch was: a horizontal move of at least 100 px is a swipe (whatever its
 * duration); a touch that stayed within 10 px is a tap, or a long tap from 400 ms; anything else
 * (a scroll, a short drag) is no gesture, so the page scrolls as usual.
 * @example classifyTouch({ dx: -140, dy: 12, durationMs: 220 }) // 'swipe-left'
 */
export function classifyTouch({ dx, dy, durationMs }: TouchTrack): Gesture {
  const { tapTolerance, swipe, longTapMs } = gestureThresholds
  if (Math.abs(dx) >= swipe && Math.abs(dx) > Math.abs(dy)) return dx < 0 ? 'swipe-left' : 'swipe-right'
  if (Math.hypot(dx, dy) <= tapTolerance) return durationMs >= longTapMs ? 'long-tap' : 'tap'
  return 'none'
}
