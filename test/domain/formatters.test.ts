import { describe, expect, it } from 'vitest'
import { dateFormat } from '../../src/domain/formatters.ts'

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
