// The extras, book options, upgrades, tailor your holiday and what to arrange when in German (the picker's cookie)
// and in Arabic (the browser's Accept-Language), against the Dynamics and content sandboxes (decision 045).
import { beforeAll, describe, expect, it } from 'vitest'
import { demo, post, signIn, visit, type CookieJar, pageText as text } from './support.ts'

const htmlLang = (html: string) => html.match(/<html lang="([^"]*)" dir="([^"]*)"/)?.slice(1)

/** The extras as "label: message" lines, in page order. */
const extras = (html: string) =>
  [
    ...html.matchAll(/<span class="status status--\w+">([^<]+)<\/span><div><p class="extra__message">([^<]+)<\/p>/g),
  ].map((m) => `${m[1]}: ${m[2]}`)

const arabic = { 'accept-language': 'ar' }

let german: CookieJar // Olivia, who chose German in the picker
let inArabic: CookieJar // Olivia again, whose browser asks for Arabic
beforeAll(async () => {
  ;[german, inArabic] = await Promise.all([signIn(demo.olivia), signIn(demo.olivia)])
  german.cookies.set('gp_lang', 'de')
})

describe('extras in German', () => {
  it('words every extra, its status and a transfer’s direction in German, with the trip’s date and party', async () => {
    await visit('/account', { jar: german })
    const html = await text(await visit('/account/my-bookings', { jar: german }))
    expect(htmlLang(html)).toEqual(['de', 'ltr'])
    expect(html).toContain('<h2 id="extras-heading">Ihre Extras</h2>')
    const lines = extras(html)
    expect(lines).toContain('Ausstehend: Ein Transfer für 6 Gäste wurde angefragt.')
    expect(lines).toContain('Erledigt: Ihre Petit-Bakery-Lieferung an Villa Aurora wurde bestätigt!')
    expect(lines).toContain('Berechnet: Ihre Wasserlieferung an Villa Marina wurde in Rechnung gestellt.')
    expect(lines).toContain('Erledigt: Die Anfrage zum Motorbootkurs für 2 Personen wurde bestätigt!')
    expect(lines).toContain('Ausstehend: Ihre Rascals-Anfrage wird bearbeitet.')
    // The date in German ('Dienstag, 3. August 2027'), the party as a German list.
    expect(lines.join('\n')).toMatch(
      /Ausstehend: Ihr Ausflug Shipwreck snorkel am [A-Z][a-z]+, \d{1,2}\. [A-ZÄ][a-zä]+ \d{4} für 2 Erwachsene und 2 Kinder wurde angefragt\./,
    )
    expect(html).toContain('<p class="extra__note">Zum Resort und zurück</p>')
    expect(html).toContain('<h3>Präsentkörbe</h3>')
  })

  it('counts the extras by status on the home page and offers the book options in German', async () => {
    const home = await text(await visit('/account', { jar: german }))
    const counts = [...home.matchAll(/<li><span class="status status--\w+">([^<]+)<\/span> (\d+)<\/li>/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    )
    expect(counts).toEqual(['Ausstehend 3', 'Erledigt 5', 'Berechnet 2'])
    expect(home).toContain('aria-label="Ihre Extras nach Status"')
    expect(home).toContain('<a href="/account/my-bookings#extras">Alle Ihre Extras (10)</a>')
    expect(home).toContain('<h2 id="arrange-heading">Jetzt zu erledigen</h2>')
    expect(home).toContain('href="/account/book-options">Extras buchen</a>')
    const page = await text(await visit('/account/book-options', { jar: german }))
    expect(page).toContain(
      'rel="noopener">Mietwagen<span class="visually-hidden"> (auf unserer Hauptwebsite)</span></a>',
    )
    expect(page).toContain(
      '<a href="/account/extras/buy/private-transfer">Privater Flughafentransfer</a><p>Auf Anfrage',
    )
    expect(page).toContain('<a href="/account/upgrades">Clubplätze und Wassersport</a>')
    expect(page).toContain('Zurück zu Ihrer Startseite')
  })

  it('shows the upgrades and their assign forms in German, and says what is wrong in German', async () => {
    const html = await text(await visit('/account/upgrades', { jar: german }))
    expect(html).toContain('<h2 id="upgrade-waterSports">Wassersport-Upgrade komplett</h2>')
    expect(html).toMatch(/<dt>Woche 2<\/dt><dd>James Bennett, Sophie Bennett<\/dd>/)
    expect(html).toContain('<dt>Gekaufte Plätze</dt>')
    expect(html).toContain('<p>Alle Plätze sind vergeben.</p>') // Rascals: Leo holds the one place each week
    const form = await text(await visit('/account/upgrades/waterSports', { jar: german }))
    expect(form).toContain('<title>Wassersport-Upgrade komplett zuweisen')
    expect(form).toContain('Woche 1: 2 Plätze frei')
    expect(form).toContain('Alle Plätze für Woche 2 sind vergeben.')
    expect(form).toContain('Für Woche 1 anfragen')
    const nobody = await post('/account/upgrades/waterSports', { week: '1' }, german)
    expect(nobody.status).toBe(400)
    expect(await text(nobody)).toContain('Bitte wählen Sie mindestens einen Gast aus.')
    const noWeek = await post('/account/upgrades/waterSports', { week: '3' }, german)
    expect(noWeek.status).toBe(400)
    expect(await text(noWeek)).toContain('Bitte wählen Sie Woche 1 oder Woche 2.')
  })

  it('frames tailor your holiday and what to arrange when in German', async () => {
    const tailor = await text(await visit('/account/tailor-your-holiday', { jar: german }))
    expect(htmlLang(tailor)).toEqual(['de', 'ltr'])
    expect(tailor).toContain('<title>Urlaub gestalten')
    const detail = await text(await visit('/account/tailor-your-holiday/car-hire', { jar: german }))
    expect(detail).toContain('Zurück zu „Urlaub gestalten“')
    const arrange = await text(await visit('/account/what-to-arrange-when', { jar: german }))
    expect(arrange).toContain('<span class="badge">Jetzt</span>')
    expect(arrange).not.toContain('<span class="badge">Now</span>')
  })
})

describe('extras in Arabic', () => {
  it('writes the extras right to left, with Arabic plurals and labels', async () => {
    await visit('/account', { jar: inArabic, headers: arabic })
    const html = await text(await visit('/account/my-bookings', { jar: inArabic, headers: arabic }))
    expect(htmlLang(html)).toEqual(['ar', 'rtl'])
    expect(html).toContain('<h2 id="extras-heading">إضافاتك</h2>')
    const lines = extras(html)
    expect(lines).toContain('قيد الانتظار: تم طلب خدمة نقل لـ 6 ضيوف.') // 6: the "few" plural, Western digits
    expect(lines).toContain('مؤكد: تم تأكيد طلب دورة القوارب السريعة لـ شخصين!') // 2: the dual
    expect(lines).toContain('قيد الانتظار: طلبك لنادي Rascals قيد المعالجة.')
    expect(html).toContain('<p class="extra__note">إلى المنتجع ومنه</p>')
  })

  it('shows the upgrades and the places left in Arabic', async () => {
    const html = await text(await visit('/account/upgrades', { jar: inArabic, headers: arabic }))
    expect(html).toContain('<dt>الأسبوع 2</dt>')
    expect(html).toContain('<p>جميع الأماكن محجوزة.</p>')
    const form = await text(await visit('/account/upgrades/waterSports', { jar: inArabic, headers: arabic }))
    expect(form).toContain('الأسبوع 1: مكانان متبقيان') // 2: the dual
    expect(form).toContain('جميع أماكن الأسبوع 2 محجوزة.')
    const nobody = await post('/account/upgrades/waterSports', { week: '1' }, inArabic, arabic)
    expect(nobody.status).toBe(400)
    expect(await text(nobody)).toContain('يُرجى اختيار ضيف واحد على الأقل.')
  })
})
