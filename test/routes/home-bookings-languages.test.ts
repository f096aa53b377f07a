// Home, my bookings, choosing a booking and a guest's details in German and in Arabic (decision 045): the page's
// language and direction, its headings and sentences from the catalogue, counts by each language's plural rules.
import { afterEach, describe, expect, it } from 'vitest'
import {
  api,
  bookingsDown,
  clearFaults,
  demo,
  post,
  signIn,
  visit,
  pageText as text,
  type CookieJar,
} from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { ownBooking } from './companions-support.ts'

afterEach(clearFaults)

const htmlLang = (html: string) => html.match(/<html lang="([^"]*)" dir="([^"]*)"/)?.slice(1)
const arabic = { 'accept-language': 'ar' }

/**
 * A guest's browser with German chosen: the picker's cookie, set here rather than by posting the picker, which would
 * save the choice with the shared demo account and change the language of every later test that signs it in.
 */
async function inGerman(guest: typeof demo.olivia): Promise<CookieJar> {
  const jar = await signIn(guest)
  jar.cookies.set('gp_lang', 'de')
  return jar
}

describe('home in the guest’s language', () => {
  it('greets, counts down and lists the party in German', async () => {
    const jar = await inGerman(demo.olivia)
    const html = await text(await visit('/account', { jar }))
    expect(htmlLang(html)).toEqual(['de', 'ltr'])
    expect(html).toContain('<title>Startseite · Guest Hub</title>')
    expect(html).toContain('Hallo Olivia')
    expect(html).toContain('Bald heißt es Koffer packen')
    expect(html).toContain('Noch 10 Tage')
    expect(html).toContain('<h2 id="party-heading">Wer dabei ist</h2>')
    expect(html).toContain('Angaben und Reisepass fehlen')
    expect(html).toContain('Aufenthalt zum Kalender hinzufügen')
    expect(html).toMatch(/<dt>Anreise<\/dt><dd>[^<]*(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)/)
    expect(html).not.toContain('Almost time to pack')
  })

  it('is written right to left in Arabic, with the days left by the Arabic plural', async () => {
    const jar = await signIn(demo.olivia)
    const html = await text(await visit('/account', { jar, headers: arabic }))
    expect(htmlLang(html)).toEqual(['ar', 'rtl'])
    expect(html).toContain('مرحبًا Olivia')
    expect(html).toContain('حان وقت حزم الأمتعة تقريبًا')
    // Ten is "few" in Arabic: أيام, not the singular after eleven and more.
    expect(html).toContain('بقيت 10 أيام')
    expect(html).toContain('من سيأتي')
  })

  it('says after the stay, in German, who stayed and how to come back', async () => {
    const jar = await inGerman(demo.tom)
    const html = await text(await visit('/account', { jar }))
    expect(html).toContain('Willkommen zu Hause')
    expect(html).toContain('Wer dabei war')
    expect(html).toContain('Bis bald')
  })

  it('words a failed bookings read in the guest’s language', async () => {
    expectConsoleErrors(/"where":"request"/)
    const jar = await inGerman(demo.olivia)
    await bookingsDown()
    const response = await visit('/account', { jar })
    expect(response.status).toBe(503)
    expect(await text(response)).toContain('Beim Abrufen der Buchungen ist ein unbekannter Fehler aufgetreten.')
  })
})

describe('bookings in the guest’s language', () => {
  it('lists a booking’s guests by the plural rules of German and Arabic', async () => {
    const jar = await inGerman(demo.olivia)
    await visit('/account', { jar })
    const german = await text(await visit('/account/my-bookings', { jar }))
    expect(htmlLang(german)).toEqual(['de', 'ltr'])
    expect(german).toContain('<title>Meine Buchungen · Guest Hub</title>')
    expect(german).toContain('6 Gäste: 2 Erwachsene, 2 Kinder und 2 Kleinkinder')
    expect(german).toContain('Sie sind die hauptbuchende Person')
    expect(german).toContain('Zu diesem Urlaub')

    const other = await signIn(demo.olivia)
    await visit('/account', { jar: other })
    const inArabic = await text(await visit('/account/my-bookings', { jar: other, headers: arabic }))
    expect(htmlLang(inArabic)).toEqual(['ar', 'rtl'])
    expect(inArabic).toContain('6 ضيوف: بالغان وطفلان ورضيعان')
    expect(inArabic).toContain('أنت صاحب الحجز الرئيسي')
    // Each villa's name isolated from the Arabic words around it.
    expect(inArabic).toMatch(/<dd><bdi>[^<]+<\/bdi> و<bdi>[^<]+<\/bdi><\/dd>/)
  })

  it('names no kind of guest the booking has none of, worded by its count in each language (issue 38)', async () => {
    const { jar } = await ownBooking([
      { first: 'Noor', last: 'Haddad', age: 41 },
      { first: 'Sami', last: 'Haddad', age: 43 },
    ])
    const guests = async (locale: string) => {
      jar.cookies.set('gp_lang', locale)
      const html = await text(await visit('/account/my-bookings', { jar }))
      const card = html.slice(html.indexOf('Haddad family'))
      return /<dd>([^<]*)<\/dd><\/div><\/dl>/.exec(card)?.[1]
    }
    expect(await guests('en-GB')).toBe('2 adults')
    expect(await guests('de')).toBe('2 Erwachsene')
    expect(await guests('fr')).toBe('2 adultes')
    expect(await guests('es')).toBe('2 adultos')
    expect(await guests('ar')).toBe('بالغان')
  })

  it('words the link to a guest’s several bookings as what it does, in each language (issue 38)', async () => {
    const jar = await signIn(demo.harry)
    const page = await text(await visit('/account/select-booking', { jar }))
    const [first] = [...page.matchAll(/name="opportunityId" value="([^"]+)"/g)].map((m) => m[1]!)
    await post('/account/select-booking', { opportunityId: first! }, jar)
    const link = async (locale: string) => {
      jar.cookies.set('gp_lang', locale)
      const html = await text(await visit('/account', { jar }))
      return /<p class="links-row"><a href="\/account\/my-bookings">([^<]*)<\/a>/.exec(html)?.[1]
    }
    expect(await link('en-GB')).toBe('View or switch bookings')
    expect(await link('de')).toBe('Buchungen ansehen oder wechseln')
    expect(await link('fr')).toBe('Voir ou changer de réservation')
    expect(await link('es')).toBe('Ver o cambiar de reserva')
    expect(await link('ar')).toBe('عرض حجوزاتك أو التبديل بينها')
  })

  it('asks which holiday in German, and says so when a booking is not theirs, in Arabic', async () => {
    const jar = await inGerman(demo.harry)
    const html = await text(await visit('/account/select-booking', { jar }))
    expect(html).toContain('Buchung auswählen')
    expect(html).toContain('Sie haben mehr als eine Buchung. Welchen Urlaub möchten Sie ansehen?')
    expect(html).toMatch(/Patel family, villa 2101 wählen/)

    const other = await signIn(demo.harry)
    const unknown = await text(await visit('/account/select-booking?unknown=1', { jar: other, headers: arabic }))
    expect(htmlLang(unknown)).toEqual(['ar', 'rtl'])
    expect(unknown).toContain('لم نعثر على ذلك الحجز ضمن حجوزاتك. يُرجى اختيار أحد الحجوزات أدناه.')
  })
})

describe('a guest’s details in the guest’s language', () => {
  it('titles the page and asks for the highlighted fields in German', async () => {
    const jar = await inGerman(demo.olivia)
    const [booking] = (await (await api('/api/user/msd/getUserOpportunities', {}, jar)).json()) as {
      adr_opportunity_adr_bookingguest_Opportunity: { adr_bookingguestid: string; adr_name: string }[]
    }[]
    const olivia = booking!.adr_opportunity_adr_bookingguest_Opportunity.find((g) => g.adr_name === 'Olivia Bennett')!
    const path = `/account/guests/${olivia.adr_bookingguestid}`
    await visit('/account', { jar })
    const page = await text(await visit(path, { jar }))
    expect(page).toContain('<title>Angaben zu Olivia Bennett · Guest Hub</title>')
    expect(page).toContain('Zurück zu Ihrer Startseite')
    const response = await post(path, { fullName: 'Olivia Bennett', passportNumber: '12 3' }, jar)
    expect(response.status).toBe(400)
    expect(await text(response)).toContain('Bitte prüfen Sie die markierten Felder.')
  })
})
