import { describe, expect, it } from 'vitest'
import { guestStatusCodes, readStatus } from '../../src/domain/extra-status.ts'

const { pending, invoiced, confirmed } = guestStatusCodes

describe('status rules', () => {
  it('reads the option-set values, unset as pending, anything else as not understood', () => {
    expect(readStatus(confirmed)).toEqual({ status: 'confirmed', known: true })
    expect(readStatus(invoiced)).toEqual({ status: 'invoiced', known: true })
    expect(readStatus(pending)).toEqual({ status: 'pending', known: true })
    expect(readStatus(null)).toEqual({ status: 'pending', known: true })
    expect(readStatus(100000042)).toEqual({ status: 'pending', known: false })
    expect(readStatus('confirmed')).toEqual({ status: 'pending', known: false })
  })
})
