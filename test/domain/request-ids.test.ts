import { describe, expect, it } from 'vitest'
import { checkId, idMessages } from '../../src/domain/request-ids.ts'

describe('checkId (SPEC §5)', () => {
  it('accepts a GUID in any case and answers it in lower case', () => {
    expect(checkId('6F1C2A3B-4D5E-4F60-8A7B-9C0D1E2F3A4B')).toEqual({
      ok: true,
      id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    })
  })
  it("answers 'Missing required data. Please try again.' for nothing", () => {
    for (const value of [undefined, null, '', '   '])
      expect(checkId(value)).toEqual({ ok: false, message: 'Missing required data. Please try again.' })
  })
  it("answers 'Invalid GUID format. Please try again.' for anything else", () => {
    for (const value of [
      'abc',
      42,
      '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4',
      "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' or 1 eq 1",
    ]) {
      expect(checkId(value)).toEqual({ ok: false, message: 'Invalid GUID format. Please try again.' })
    }
  })
  it('uses the family group messages when asked', () => {
    expect(checkId('', idMessages.missingContact)).toEqual({
      ok: false,
      message: 'Missing required data [D]. Please try again.',
    })
    expect(checkId(undefined, idMessages.missingOpportunity)).toEqual({
      ok: false,
      message: 'Missing required data [O]. Please try again.',
    })
  })
})
