import { describe, expect, it } from 'vitest'
import { checkMessageText, maxMessageLength } from '../../../src/features/messages/message-text.ts'

describe('checkMessageText', () => {
  it('keeps the words, with line feeds for line breaks and the blank around them trimmed', () => {
    expect(checkMessageText('\r\n  Is the cot ready?\r\nThanks!  \n')).toEqual({
      ok: true,
      text: 'Is the cot ready?\nThanks!',
    })
  })

  it('drops control characters but keeps tabs and every script', () => {
    expect(checkMessageText('a\u0000b\tc \u200fمرحبا 👋')).toEqual({ ok: true, text: 'ab\tc \u200fمرحبا 👋' })
  })

  it('refuses a message with nothing in it', () => {
    expect(checkMessageText(' \n\t ')).toEqual({ ok: false, problem: 'empty' })
  })

  it('counts characters as a guest does: 2,000 emoji pass, 2,001 letters do not', () => {
    expect(checkMessageText('👋'.repeat(maxMessageLength)).ok).toBe(true)
    expect(checkMessageText('a'.repeat(maxMessageLength + 1))).toEqual({
      ok: false,
      problem: 'too long',
      length: 2001,
    })
  })
})
