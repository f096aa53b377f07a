import { describe, expect, it } from 'vitest'
import { dateFormat, listOf, listParts, namesInARow } from '../../src/domain/formatters.ts'

describe('dateFormat', () => {
  it('formats as a new formatter would', () => {
    expect(dateFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(0))).toBe('Thursday')
  })
  it('builds one formatter per locale and options, and keeps it', () => {
    const options = { timeZone: 'Europe/London', hour: '2-digit' } as const
    expect(dateFormat('en-US', options)).toBe(dateFormat('en-US', { ...options }))
    expect(dateFormat('en-US', options)).not.toBe(dateFormat('en-GB', options))
  })
})

describe('listOf', () => {
  it.each([
    [[], ''],
    [['1201'], '1201'],
    [['1201', '1202'], '1201 and 1202'],
    [['Villa Marina', 'Villa Cala', '1203'], 'Villa Marina, Villa Cala and 1203'],
  ])('%j reads "%s"', (items, text) => {
    expect(listOf(items, 'en-GB')).toBe(text)
  })

  it("follows each language's rules, with Western digits in Arabic", () => {
    expect(listOf(['1201', '1202', '1203'], 'de')).toBe('1201, 1202 und 1203')
    expect(listOf(['1201', '1202'], 'fr')).toBe('1201 et 1202')
    expect(listOf(['1201', '1202'], 'es')).toBe('1201 y 1202')
    expect(listOf(['1201', '1202'], 'ar')).toBe('1201 و1202')
  })
})

describe('listParts', () => {
  it('gives the items apart from the words between them, in the language’s order', () => {
    expect(listParts(['Villa Aurora', 'Villa Marina'], 'ar')).toEqual([
      { type: 'element', value: 'Villa Aurora' },
      { type: 'literal', value: ' و' },
      { type: 'element', value: 'Villa Marina' },
    ])
    expect(
      listParts(['1201', '1202', '1203'], 'de')
        .map((part) => part.value)
        .join(''),
    ).toBe('1201, 1202 und 1203')
  })
})

describe('namesInARow', () => {
  it('lists names in a row as each language does (English without "and")', () => {
    expect(namesInARow(['Mia', 'Leo'], 'en-GB')).toBe('Mia, Leo')
    expect(namesInARow(['Mia', 'Leo', 'Ann'], 'de')).toBe('Mia, Leo und Ann')
  })
})
