// The unsubscribe link's token: it cannot be made for another guest without the key, nor altered.
import { describe, expect, it } from 'vitest'
import { readUnsubscribeToken, unsubscribeToken } from '../../../src/features/reminders/link-token.ts'

const key = 'a-long-random-reminder-link-key'
const olivia = '5b0c6a1e-1f43-4c1e-9d3a-0a1b2c3d4e01'
const james = '5b0c6a1e-1f43-4c1e-9d3a-0a1b2c3d4e02'

describe('unsubscribe tokens', () => {
  it('read back as the guest and version they were made for', async () => {
    const token = await unsubscribeToken(key, { userId: olivia, version: 3 })
    expect(await readUnsubscribeToken(key, token)).toEqual({ userId: olivia, version: 3 })
  })

  it('are refused with another guest’s id, another version, another key or a changed signature', async () => {
    const token = await unsubscribeToken(key, { userId: olivia, version: 3 })
    const [, , signed] = token.split('.')
    expect(await readUnsubscribeToken(key, `${james}.3.${signed}`)).toBeUndefined()
    expect(await readUnsubscribeToken(key, `${olivia}.4.${signed}`)).toBeUndefined()
    expect(await readUnsubscribeToken('another-key', token)).toBeUndefined()
    expect(await readUnsubscribeToken(key, `${token.slice(0, -2)}xx`)).toBeUndefined()
  })

  it('are refused when malformed', async () => {
    for (const token of ['', 'x', `${olivia}.3`, `${olivia}.-1.abc`, `not-a-uuid.3.abc`, `${olivia}.3.abc.def`])
      expect(await readUnsubscribeToken(key, token)).toBeUndefined()
  })
})
