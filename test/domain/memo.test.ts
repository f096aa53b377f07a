import { describe, expect, it } from 'vitest'
import { memo } from '../../src/domain/memo.ts'

describe('memo', () => {
  it('makes a value once per key, and one per key', () => {
    const kept = memo<{ key: string }>(10)
    let made = 0
    const make = (key: string) => () => {
      made += 1
      return { key }
    }
    const first = kept('a', make('a'))
    expect(kept('a', make('a'))).toBe(first)
    expect(kept('b', make('b'))).toEqual({ key: 'b' })
    expect(made).toBe(2)
  })

  it('keeps an undefined value as made, not made again', () => {
    const kept = memo<string | undefined>(10)
    let made = 0
    const nothing = () => {
      made += 1
      return undefined
    }
    expect(kept('none', nothing)).toBeUndefined()
    expect(kept('none', nothing)).toBeUndefined()
    expect(made).toBe(1)
  })

  it('keeps at most `most` values, starting afresh when full', () => {
    const kept = memo<number>(3)
    let made = 0
    const count = () => ++made
    for (const key of ['a', 'b', 'c']) kept(key, count)
    expect(kept('a', count)).toBe(1)
    expect(kept('d', count)).toBe(4)
    expect(kept('a', count)).toBe(5)
  })
})

describe('memo.forget', () => {
  it('makes a forgotten value again', () => {
    const kept = memo<number>(10)
    let made = 0
    const count = () => ++made
    kept('a', count)
    kept.forget('a')
    expect(kept('a', count)).toBe(2)
  })
})
