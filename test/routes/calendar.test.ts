import { beforeAll, describe, expect, it } from 'vitest'
import { demo, signIn, visit, type CookieJar } from './support.ts'

let grace: CookieJar
beforeAll(async () => {
  grace = await signIn(demo.grace)
  await visit('/account', { jar: grace })
})

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')

describe('calendar files', () => {
  it('gives the stay as an all-day event with a stable UID', async () => {
    const response = await visit('/account/calendar/stay.ics', { jar: grace })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain('attachment')
    const ics = unfold(await response.text())
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics).toMatch(/UID:stay-[0-9a-f-]{36}@guest-portal/)
    expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/)
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/)
  })

  it('gives each coming wellness visit, and everything together', async () => {
    const all = unfold(await (await visit('/account/calendar/all.ics', { jar: grace })).text())
    expect(all.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThanOrEqual(3)
    expect(all).toContain('SUMMARY:Hot Stone Massage')
    expect(all).not.toContain('SUMMARY:Pilates') // past
    const id = /UID:wellness-(\d+)@guest-portal\r\nDTSTAMP:[^\r]+\r\nDTSTART:[^\r]+\r\nDTEND:[^\r]+\r\nSUMMARY:Hot Stone Massage/.exec(all)?.[1]
    expect(id).toBeDefined()
    const one = unfold(await (await visit(`/account/calendar/wellness-${id}.ics`, { jar: grace })).text())
    expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(one).toMatch(/DTSTART:\d{8}T\d{6}Z/)
  })

  it("is only for the guest's own booking and visits", async () => {
    expect((await visit('/account/calendar/stay.ics')).status).toBe(302)
    const tom = await signIn(demo.tom)
    await visit('/account', { jar: tom })
    const graces = unfold(await (await visit('/account/calendar/all.ics', { jar: grace })).text())
    const id = /UID:wellness-(\d+)@/.exec(graces)![1]
    expect((await visit(`/account/calendar/wellness-${id}.ics`, { jar: tom })).status).toBe(404)
    expect((await visit('/account/calendar/secrets.ics', { jar: tom })).status).toBe(404)
  })
})
