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

  it("gives each coming wellness visit, and everything together (the itinerary's days, visits gone too)", async () => {
    const all = unfold(await (await visit('/account/calendar/all.ics', { jar: grace })).text())
    expect(all.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThanOrEqual(3)
    expect(all).toContain('SUMMARY:Hot Stone Massage')
    expect(all).toContain('SUMMARY:Pilates') // past, as the itinerary shows it under "Earlier in your stay"
    const id =
      /UID:wellness-(\d+)@guest-portal\r\nDTSTAMP:[^\r]+\r\nDTSTART:[^\r]+\r\nDTEND:[^\r]+\r\nSUMMARY:Hot Stone Massage/.exec(
        all,
      )?.[1]
    expect(id).toBeDefined()
    const one = unfold(await (await visit(`/account/calendar/wellness-${id}.ics`, { jar: grace })).text())
    expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(one).toMatch(/DTSTART:\d{8}T\d{6}Z/)
  })

  it('adds the booking’s trips and the guest’s flights to everything together', async () => {
    const all = unfold(await (await visit('/account/calendar/all.ics', { jar: grace })).text())
    // Grace's seeded odyssey is tomorrow; her flights land and leave Palma at 14:35 and 17:10 local time.
    expect(all).toMatch(
      /UID:trip-[0-9a-f-]{36}@guest-portal\r\nDTSTAMP:[^\r]+\r\nDTSTART;VALUE=DATE:\d{8}\r\nDTEND;VALUE=DATE:\d{8}\r\nSUMMARY:Island odyssey trip/,
    )
    const arrival =
      /UID:flight-[0-9a-f-]{36}@guest-portal\r\nDTSTAMP:[^\r]+\r\nDTSTART:(\d{8}T\d{6}Z)\r\nDTEND:(\d{8}T\d{6}Z)\r\nSUMMARY:Flight BA2712/.exec(
        all,
      )
    expect(arrival).not.toBeNull()
    expect(arrival![1]).toMatch(/T1[23]3500Z$/) // 14:35 in Palma is 12:35 or 13:35 UTC
    expect(all).toContain('LOCATION:Palma de Mallorca')
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
