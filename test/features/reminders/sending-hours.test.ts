// Quiet hours across time zones (issue 41): 09:00 to 20:00 on the guest's clock, else the next 09:00.
import { describe, expect, it } from 'vitest'
import { isTimeZone, sendingWindow } from '../../../src/features/reminders/sending-hours.ts'

describe('the sending window', () => {
  it('is open from 09:00 to 19:59 on the guest’s clock', () => {
    expect(sendingWindow(Date.UTC(2026, 6, 1, 8, 0), 'Europe/London')).toEqual({ open: true }) // 09:00 BST
    expect(sendingWindow(Date.UTC(2026, 6, 1, 18, 59), 'Europe/London')).toEqual({ open: true }) // 19:59 BST
  })

  it('after 20:00 waits for 09:00 the next day; before 09:00, for 09:00 that day', () => {
    expect(sendingWindow(Date.UTC(2026, 6, 1, 19, 0), 'Europe/London')).toEqual({
      open: false,
      opensAt: Date.UTC(2026, 6, 2, 8, 0),
    })
    expect(sendingWindow(Date.UTC(2026, 6, 1, 5, 30), 'Europe/London')).toEqual({
      open: false,
      opensAt: Date.UTC(2026, 6, 1, 8, 0),
    })
  })

  it('is the same instant open in one zone and closed in another', () => {
    const at = Date.UTC(2026, 0, 15, 12, 0) // noon in London
    expect(sendingWindow(at, 'Europe/London')).toEqual({ open: true })
    // 01:00 the next day in Auckland (UTC+13): wait until 09:00 there, 20:00 UTC.
    expect(sendingWindow(at, 'Pacific/Auckland')).toEqual({ open: false, opensAt: Date.UTC(2026, 0, 15, 20, 0) })
    // 07:00 in New York (UTC-5): two hours to wait.
    expect(sendingWindow(at, 'America/New_York')).toEqual({ open: false, opensAt: Date.UTC(2026, 0, 15, 14, 0) })
  })

  it('opens at 09:00 local time across a change of the clocks', () => {
    // 28 March 2027: London goes to BST at 01:00. 22:00 GMT the day before waits for 09:00 BST = 08:00 UTC.
    expect(sendingWindow(Date.UTC(2027, 2, 27, 22, 0), 'Europe/London')).toEqual({
      open: false,
      opensAt: Date.UTC(2027, 2, 28, 8, 0),
    })
  })

  it('knows a time zone from anything else a device may send', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true)
    for (const other of ['', 'Mars/Olympus', 'x'.repeat(65), 42, undefined]) expect(isTimeZone(other)).toBe(false)
  })
})
