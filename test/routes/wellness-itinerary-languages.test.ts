// Wellness, the itinerary and the calendar files in German and Arabic (issue 29): the request's language from the
// picker's cookie or Accept-Language, the words translated, dates in the language, times and the resort's zone kept.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { api, clearFaults, demo, fault, post, signIn, visit, pageText as text, type CookieJar } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const germanDate = /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. [A-Za-zä]+ \d{4}/
const arabicWeekday = /(الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|الأحد)/

let grace: CookieJar
let arabic: CookieJar
beforeAll(async () => {
  ;[grace, arabic] = await Promise.all([signIn(demo.grace), signIn(demo.grace)])
  arabic.cookies.set('gp_lang', 'ar') // the picker's choice
  await Promise.all([visit('/account', { jar: grace }), visit('/account', { jar: arabic })])
})

async function visitId(name: string, jar: CookieJar): Promise<number> {
  const response = await api(
    '/api/user/mindbody/handler',
    { endpoint: 'clientschedule', startDate: day(-3), endDate: day(4) },
    jar,
  )
  const { Visits } = (await response.json()) as {
    Visits: { Id: number; Name: string | null; ServiceName: string | null }[]
  }
  return Visits.find((v) => (v.Name ?? v.ServiceName) === name)!.Id
}

describe('wellness in German', () => {
  it('lists the visits with German words and long dates, from the browser’s Accept-Language', async () => {
    const response = await visit('/account/wellness', { jar: grace, headers: german })
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toContain('Accept-Language')
    const html = await text(response)
    expect(html).toContain('<html lang="de"')
    expect(html).toContain('<title>Ihre Wellness-Termine')
    expect(html).toContain('Hot Stone Massage') // the spa's own name, as it gives it
    // Each dot kept with the words before it, the range one run (issue 38).
    expect(html).toMatch(
      new RegExp(
        `${germanDate.source}\u00A0· <span class="time-range">\\d{2}:\\d{2}–\\d{2}:\\d{2}</span> Uhr\u00A0· (Einzeltermin|Kurs)`,
      ),
    )
    expect(html).toContain('Zum Kalender hinzufügen<span class="visually-hidden">: Hot Stone Massage</span>')
    expect(html).toContain('Bisher während Ihres Aufenthalts')
    expect(html).not.toContain('Add to calendar')
  })

  it('asks before cancelling, warns of a late cancellation and says in German when the spa fails', async () => {
    expectConsoleErrors(/"where":"wellness\.cancel"/)
    const id = await visitId('Spin', grace)
    const confirm = await text(await visit(`/account/wellness/${id}/cancel`, { jar: grace, headers: german }))
    expect(confirm).toContain('Diesen Termin stornieren?')
    expect(confirm).toContain('Sie erhalten eine Bestätigung per E-Mail.')
    expect(confirm).toContain('Behalten und zurück')
    await fault({ method: 'POST', path: '/mindbody/public/v6/class/removeclientfromclass', status: 500 })
    const failed = await post(`/account/wellness/${id}/cancel`, {}, grace, german)
    expect(failed.status).toBe(503)
    const html = await text(failed)
    expect(html).toContain('<html lang="de"')
    expect(html).toContain('Wir konnten Spin gerade nicht stornieren; der Termin ist weiterhin gebucht.')
  })
})

describe('the itinerary in Arabic', () => {
  it('reads right to left with Arabic words, Arabic dates and Western digits', async () => {
    const response = await visit('/account/itinerary', { jar: arabic })
    expect(response.status).toBe(200)
    const html = await text(response)
    expect(html).toMatch(/<html lang="ar" dir="rtl"/)
    expect(html).toContain('<title>برنامج رحلتك')
    expect(html).toMatch(/<h2[^>]*>اليوم، <time dateTime="\d{4}-\d{2}-\d{2}">/)
    expect(html).toMatch(arabicWeekday)
    expect(html).toContain('<strong>التالي:</strong>')
    expect(html).toMatch(/<a href="\/account\/wellness#visit-\d+">\u2068Hot Stone Massage\u2069 — أنت<\/a>/)
    expect(html).toMatch(/اليوم \d من \d/) // "Day 4 of 8", digits as written elsewhere on the page
    expect(html).toContain('في وقت سابق من إقامتك')
    expect(html).not.toMatch(/[٠-٩]/) // no Arabic-Indic digits
    expect(html).not.toContain('Your itinerary')
  })

  it('shows home’s next wellness visit in Arabic', async () => {
    // Before the stay: at the resort today's card lists the visits (issue 38).
    const olivia = await signIn(demo.olivia)
    olivia.cookies.set('gp_lang', 'ar')
    const html = await text(await visit('/account', { jar: olivia }))
    expect(html).toContain('زيارتك القادمة إلى مركز العافية')
    expect(html).toMatch(/<a href="\/account\/wellness">جميع زياراتك إلى مركز العافية \([^)]*قادم[^)]*\)<\/a>/)
  })
})

describe('calendar files in the guest’s language', () => {
  it('words everything together in German, tagged LANGUAGE=de, at the same times as in English', async () => {
    const [english, deutsch] = await Promise.all([
      visit('/account/calendar/all.ics', { jar: grace })
        .then((r) => r.text())
        .then(unfold),
      visit('/account/calendar/all.ics', { jar: grace, headers: german })
        .then((r) => r.text())
        .then(unfold),
    ])
    expect(deutsch).toContain('X-WR-CALNAME;LANGUAGE=de:Mein Urlaub')
    expect(deutsch).toMatch(/SUMMARY;LANGUAGE=de:Urlaub: /)
    expect(deutsch).toContain(
      'DESCRIPTION;LANGUAGE=de:Ihr Aufenthalt im Resort. Alles dazu finden Sie in Ihrem Guest Hub.',
    )
    expect(deutsch).toMatch(/SUMMARY;LANGUAGE=de:Flug BA2712 /)
    expect(deutsch).toContain('LOCATION;LANGUAGE=de:Spa des Resorts')
    expect(deutsch).not.toMatch(/^(SUMMARY|DESCRIPTION|LOCATION):/m)
    // The same events at the same instants: only the words changed.
    const times = (ics: string) => [...ics.matchAll(/^(UID|DTSTART|DTEND)[;:][^\r]*/gm)].map((m) => m[0])
    expect(times(deutsch)).toEqual(times(english))
  })

  it('words one wellness visit in Arabic, at the resort’s time', async () => {
    const all = unfold(await (await visit('/account/calendar/all.ics', { jar: arabic })).text())
    const id =
      /UID:wellness-(\d+)@guest-portal\r\nDTSTAMP:[^\r]+\r\nDTSTART:[^\r]+\r\nDTEND:[^\r]+\r\nSUMMARY;LANGUAGE=ar:\u2068Hot Stone Massage\u2069/.exec(
        all,
      )?.[1]
    expect(id).toBeDefined()
    const one = unfold(await (await visit(`/account/calendar/wellness-${id}.ics`, { jar: arabic })).text())
    // The name alone, with no Arabic words around it to isolate it from (in all.ics it sits in a sentence).
    expect(one).toContain('SUMMARY;LANGUAGE=ar:Hot Stone Massage\r\n')
    expect(one).toMatch(/DESCRIPTION;LANGUAGE=ar:(موعد في السبا|حصة عافية جماعية)/)
    expect(one).toContain('LOCATION;LANGUAGE=ar:سبا المنتجع')
    expect(one).toMatch(/DTSTART:\d{8}T\d{6}Z/)
  })
})
