import { describe, expect, it } from 'vitest'
import { fillName } from '../../src/domain/greeting.ts'

describe('fillName', () => {
  it('replaces every [name] with the first name', () => {
    expect(fillName('Hello [name]! Bye [name].', 'Olivia')).toBe('Hello Olivia! Bye Olivia.')
  })
  it("falls back to 'Anon' when the name is unknown or blank", () => {
    expect(fillName('Hello [name]', null)).toBe('Hello Anon')
    expect(fillName('Hello [name]', undefined)).toBe('Hello Anon')
    expect(fillName('Hello [name]', '  ')).toBe('Hello Anon')
  })
  it('leaves text without the placeholder alone', () => {
    expect(fillName('Hello', 'Olivia')).toBe('Hello')
  })
})
