import { describe, expect, it } from 'vitest'
import { dateFormat, listOf } from '../../src/domain/formatters.ts'

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
    expect(listOf(items)).toBe(text)
  })
})
