import { describe, expect, it } from 'vitest'
import { fillName, fillNameInHtml } from '../../src/domain/greeting.ts'

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

describe('fillNameInHtml', () => {
  it('puts the name into content HTML escaped', () => {
    expect(fillNameInHtml('<p>Welcome, [name]!</p>', 'Zoë')).toBe('<p>Welcome, Zoë!</p>')
    expect(fillNameInHtml('<p>[name]</p>', '<img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    )
    expect(fillNameInHtml('<p>Hi [name]</p>', undefined)).toBe('<p>Hi Anon</p>')
  })
  it('takes "$" in a name as text, not as a replacement pattern', () => {
    expect(fillNameInHtml('<a href="/?who=[name]">x</a>', '$`$&')).toBe('<a href="/?who=$`$&amp;">x</a>')
    expect(fillName('Hi [name]', "$'")).toBe("Hi $'")
  })
})
