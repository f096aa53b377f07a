import { describe, expect, it } from 'vitest'
import { absentReaders, mayNoticeAgain, noticeGapMs } from '../../../src/features/messages/notice-rule.ts'

const at = Date.parse('2026-07-01T10:00:00Z')
const minutes = (n: number) => n * 60_000

describe('mayNoticeAgain: at most one notice per booking in ten minutes', () => {
  it('tells a booking never told', () => {
    expect(mayNoticeAgain(undefined, at)).toBe(true)
  })

  it('tells nothing more within ten minutes of the last notice', () => {
    expect(mayNoticeAgain(at, at)).toBe(false)
    expect(mayNoticeAgain(at, at + minutes(5))).toBe(false)
    expect(mayNoticeAgain(at, at + noticeGapMs - 1)).toBe(false)
  })

  it('tells again from ten minutes on', () => {
    expect(noticeGapMs).toBe(minutes(10))
    expect(mayNoticeAgain(at, at + noticeGapMs)).toBe(true)
    expect(mayNoticeAgain(at, at + minutes(60))).toBe(true)
  })

  it('counts a clock that went back as a notice just sent', () => {
    expect(mayNoticeAgain(at, at - minutes(1))).toBe(false)
  })
})

describe('absentReaders', () => {
  const lena = { contactId: 'AAAA', userId: 'u-lena' }
  const omar = { contactId: 'bbbb', userId: 'u-omar' }

  it('leaves out each guest whose page is open, whatever the case of the contact id', () => {
    expect(absentReaders([lena, omar], ['aaaa'])).toEqual([omar])
    expect(absentReaders([lena, omar], ['BBBB', 'aaaa'])).toEqual([])
  })

  it('tells everyone when no page is open, each account once', () => {
    expect(absentReaders([lena, omar, lena], [])).toEqual([lena, omar])
  })
})
