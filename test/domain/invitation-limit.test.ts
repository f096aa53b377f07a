import { describe, expect, it } from 'vitest'
import {
  invitationEmailsPerBookingPerMinute,
  invitationLimitBinding,
  rateLimitProblems,
} from '../../src/domain/invitation-limit.ts'

describe('rateLimitProblems (the deploy check of [[ratelimits]])', () => {
  const right = { name: invitationLimitBinding, simple: { limit: invitationEmailsPerBookingPerMinute, period: 60 } }

  it('accepts the binding with the code’s numbers', () => {
    expect(rateLimitProblems([{ name: 'OTHER' }, right])).toEqual([])
  })

  it('names a missing binding and numbers that differ from the code’s', () => {
    expect(rateLimitProblems([])).toEqual([expect.stringContaining('LIMIT_INVITATIONS_PER_BOOKING is missing')])
    expect(rateLimitProblems([{ ...right, simple: { limit: 50, period: 60 } }])).toEqual([
      expect.stringContaining('must be simple = { limit = 5, period = 60 }'),
    ])
    expect(rateLimitProblems([{ name: invitationLimitBinding }])).toHaveLength(1)
  })
})
