import { describe, expect, it } from 'vitest'
import { villaCodes, villaLabels } from '../../src/domain/villa-codes.ts'

describe('villa codes', () => {
  it('splits, trims and drops blanks and repeats', () => {
    expect(villaCodes(' 1201, 1202,,1201 ')).toEqual(['1201', '1202'])
    expect(villaCodes(null)).toEqual([])
    expect(villaCodes('')).toEqual([])
  })

  it('names villas from content and falls back to the code', () => {
    expect(villaLabels(['1201', '2210'], new Map([['1201', { name: 'Villa Aurora' }]]))).toEqual([
      'Villa Aurora',
      'Villa 2210',
    ])
  })
})
