// Which channel a reminder takes, from the guest's choices and their devices (issue 41).
import { describe, expect, it } from 'vitest'
import { channelsFor, readKinds, writeKinds } from '../../../src/features/reminders/kinds.ts'

describe('channels', () => {
  const on = { emailOff: new Set<never>(), pushOff: new Set<never>() }

  it('email by default; push instead once a device is subscribed', () => {
    expect(channelsFor(on, 'advance', 0)).toEqual(['email'])
    expect(channelsFor(on, 'advance', 2)).toEqual(['push'])
  })

  it('email when push is off for that kind, nothing when email is off too', () => {
    expect(channelsFor({ ...on, pushOff: new Set(['wellness'] as const) }, 'wellness', 1)).toEqual(['email'])
    const both = { emailOff: new Set(['wellness'] as const), pushOff: new Set(['wellness'] as const) }
    expect(channelsFor(both, 'wellness', 1)).toEqual([])
    expect(channelsFor({ ...on, emailOff: new Set(['arrange'] as const) }, 'arrange', 0)).toEqual([])
    expect(channelsFor({ ...on, emailOff: new Set(['arrange'] as const) }, 'advance', 0)).toEqual(['email'])
  })

  it('stores kinds by name and reads back only the ones it knows', () => {
    expect(writeKinds(new Set(['wellness', 'advance'] as const))).toBe('advance wellness')
    expect([...readKinds(' wellness  marketing advance ')]).toEqual(['wellness', 'advance'])
    expect([...readKinds(null)]).toEqual([])
  })
})
