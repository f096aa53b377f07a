import { describe, expect, it } from 'vitest'
import { mergeThread, newMessages, threadOrder } from '../../src/domain/message-thread.ts'

const at = (id: string, sentAt: string) => ({ id, sentAt })

describe('threadOrder', () => {
  it('puts the oldest first, by instant whatever the offset it is written with', () => {
    const messages = [
      at('c', '2026-12-05T14:00:00Z'),
      at('a', '2026-12-05T15:30:00+02:00'), // 13:30 UTC
      at('b', '2026-12-05T13:45:00.000Z'),
    ]
    expect(messages.sort(threadOrder).map((m) => m.id)).toEqual(['a', 'b', 'c'])
  })

  it('orders two messages of the same second by id, so every reader shows them alike', () => {
    const one = [at('b2', '2026-12-05T14:00:00Z'), at('a1', '2026-12-05T14:00:00Z')].sort(threadOrder)
    const two = [at('a1', '2026-12-05T14:00:00Z'), at('b2', '2026-12-05T14:00:00Z')].sort(threadOrder)
    expect(one).toEqual(two)
    expect(one.map((m) => m.id)).toEqual(['a1', 'b2'])
  })

  it('puts a time it cannot read last', () => {
    expect([at('x', 'soon'), at('y', '2026-12-05T14:00:00Z')].sort(threadOrder).map((m) => m.id)).toEqual(['y', 'x'])
  })
})

describe('mergeThread', () => {
  const screen = [at('A1', '2026-12-05T10:00:00Z'), at('b2', '2026-12-05T11:00:00Z')]

  it('joins new messages in their place and keeps each message once, whatever the case of its id', () => {
    const merged = mergeThread(screen, [at('a1', '2026-12-05T10:00:00Z'), at('c3', '2026-12-05T10:30:00Z')])
    expect(merged.map((m) => m.id)).toEqual(['a1', 'c3', 'b2'])
  })

  it('answers the same thread for a duplicate delivery', () => {
    const answer = at('d4', '2026-12-05T12:00:00Z')
    const once = mergeThread(screen, [answer])
    expect(mergeThread(once, [answer])).toEqual(once)
  })
})

describe('newMessages', () => {
  it('answers only what the reader has not seen, oldest first', () => {
    const screen = [at('a1', '2026-12-05T10:00:00Z')]
    const read = [at('c3', '2026-12-05T12:00:00Z'), at('A1', '2026-12-05T10:00:00Z'), at('b2', '2026-12-05T11:00:00Z')]
    expect(newMessages(screen, read).map((m) => m.id)).toEqual(['b2', 'c3'])
  })
})
