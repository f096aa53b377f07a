import { describe, expect, it } from 'vitest'
import { safeHash, safeLocalPath } from '../../src/http/middleware/safe-redirect.ts'

const origin = 'https://guests.example'

describe('safeLocalPath', () => {
  it('keeps local paths with query and hash', () => {
    expect(safeLocalPath('/account/faq?x=1#top', origin)).toBe('/account/faq?x=1#top')
    expect(safeLocalPath('/account', origin)).toBe('/account')
  })

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded double slash', '/%2F/evil.example'],
    ['tab trick', '/\t/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['absolute URL', 'https://evil.example/account'],
    ['scheme', 'javascript:alert(1)'],
    ['relative', 'account'],
    ['broken encoding', '/%E0%A4%A'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(safeLocalPath(value, origin)).toBeUndefined()
  })

  it('refuses nothing given', () => {
    expect(safeLocalPath(undefined, origin)).toBeUndefined()
    expect(safeLocalPath(null, origin)).toBeUndefined()
  })
})

describe('safeHash', () => {
  it('keeps a plain fragment, adding the #', () => {
    expect(safeHash('#guest-3')).toBe('#guest-3')
    expect(safeHash('section')).toBe('#section')
  })
  it('refuses markup, spaces and overlong values', () => {
    expect(safeHash('#<script>')).toBeUndefined()
    expect(safeHash('#a b')).toBeUndefined()
    expect(safeHash(`#${'a'.repeat(201)}`)).toBeUndefined()
    expect(safeHash('#')).toBeUndefined()
  })
})
