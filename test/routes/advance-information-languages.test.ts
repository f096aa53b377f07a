// /account/advance-information in the guest's language (decision 045): German and Arabic pages, validation sentences
// and save failures, while what is written to the booking system stays as it is (an English country name).
import { ownBooking } from './companions-support.ts'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { clearFaults, demo, fault, post, sandbox, signIn, visit, pageText as text, type CookieJar } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)
// The address saved below changes a test booking: put the sandbox back for the files that follow.
afterAll(() => sandbox('/__sandbox/reset', { method: 'POST' }))

const writes = async () =>
  (await sandbox<{ writes: { entity_set: string; body: Record<string, unknown> }[] }>('/__sandbox/dynamics/writes'))
    .writes

/** The guest's own choice of language, as the language picker's cookie keeps it. */
function speaks(jar: CookieJar, locale: string): CookieJar {
  jar.cookies.set('gp_lang', locale)
  return jar
}

describe('advance information in German', () => {
  it('shows the parts, their state and the flights in German', async () => {
    const jar = speaks(await signIn(demo.grace), 'de')
    const response = await visit('/account/advance-information?saved=flight', { jar })
    const html = await text(response)
    expect(html).toMatch(/<html[^>]* lang="de"/)
    expect(html).toContain('Ihre Flüge wurden gespeichert.')
    expect(html).toContain('Alles erledigt: 5 von 5 abgeschlossen. Vielen Dank!')
    expect(html).toContain('<span class="status status--done">Erledigt</span>')
    // Any weekday: the demo's dates move with today, and Wednesday (Mittwoch) is the one not ending in -tag.
    expect(html).toMatch(
      /Ankunft: BA2712, Palma de Mallorca \(PMI\), (?:(?:Mon|Diens|Donners|Frei|Sams|Sonn)tag|Mittwoch), \d+\. \w+ \d{4} um 14:35 Uhr Ortszeit/,
    )
    expect(html).toContain('Flüge ändern')
    expect(html).not.toContain('All done')
    // The home page's summary of it, too.
    const home = await text(await visit('/account', { jar }))
    expect(home).toContain('Alles erledigt: 5 von 5 abgeschlossen. Vielen Dank!')
    expect(home).toContain('Alle Vorab-Informationen')
  })

  it('follows the browser’s Accept-Language when the guest has chosen no language', async () => {
    const jar = await signIn(demo.grace)
    jar.cookies.delete('gp_lang')
    const html = await text(
      await visit('/account/advance-information/registration', {
        jar,
        headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
      }),
    )
    expect(html).toMatch(/<html[^>]* lang="de"/)
    expect(html).toContain('Zurück zu den Vorab-Informationen')
  })

  it('asks for an address as the country writes it, in German, and still writes the English country name', async () => {
    const { jar } = await ownBooking([{ first: 'Lena', last: 'Vogel', age: 38 }])
    speaks(jar, 'de')
    const form = await text(await visit('/account/advance-information/address', { jar }))
    expect(form).toContain('<option value="" selected="">Wählen Sie Ihr Land</option>')
    expect(form).toContain('<option value="DE">Deutschland</option>')
    expect(form).toContain('Bundesland, Region oder Provinz')
    const madrid = { country: 'ES', line1: 'Calle Mayor 1', city: '', stateOrProvince: '', postalCode: '2801' }
    const refused = await post('/account/advance-information/address', madrid, jar)
    expect(refused.status).toBe(400)
    const html = await text(refused)
    expect(html).toMatch(/<html[^>]* lang="de"/)
    expect(html).toContain('Bitte prüfen Sie die markierten Felder.')
    expect(html).toContain('Bitte geben Sie Ihren Ort ein.')
    expect(html).toContain('Bitte geben Sie Ihre Provinz ein.')
    expect(html).toContain('Bitte geben Sie Ihre Postleitzahl im Format 28013 ein.')
    expect(html).toContain('<option value="ES" selected="">Spanien</option>')
    expect(html).not.toContain('Please enter')
    const saved = await post(
      '/account/advance-information/address',
      { ...madrid, city: 'Madrid', stateOrProvince: 'Madrid', postalCode: '28013' },
      jar,
    )
    expect(saved.status).toBe(303)
    const write = (await writes()).filter((w) => w.entity_set === 'accounts').at(-1)
    expect(write?.body).toMatchObject({ address1_city: 'Madrid', address1_country: 'Spain' })
    const overview = await text(await visit('/account/advance-information?saved=address', { jar }))
    expect(overview).toContain('Ihre Adresse wurde gespeichert.')
    expect(overview).toContain('Calle Mayor 1, Madrid, Madrid, 28013, Spanien')
  })

  it('says in German why a save failed, keeping what was typed', async () => {
    expectConsoleErrors(/"where":"advance\.address"/)
    const { jar } = await ownBooking([{ first: 'Jonas', last: 'Keller', age: 44 }])
    speaks(jar, 'de')
    await fault({
      path: '/dynamics/api/data/v9.2/accounts',
      method: 'PATCH',
      status: 412,
      body: JSON.stringify({ error: { code: '0x80060882', message: 'no' } }),
    })
    const response = await post(
      '/account/advance-information/address',
      { country: 'DE', line1: 'Hafenstraße 3', city: 'Hamburg', stateOrProvince: '', postalCode: '20457' },
      jar,
    )
    expect(response.status).toBe(409)
    const html = await text(response)
    expect(html).toContain('Jemand hat Ihre Adresse geändert, während Sie sie bearbeitet haben.')
    expect(html).toContain('value="Hafenstraße 3"')
  })

  it('checks the flights in German', async () => {
    const jar = speaks(await signIn(demo.grace), 'de')
    const response = await post('/account/advance-information/flight', { arrivalFlight: 'hello' }, jar)
    expect(response.status).toBe(400)
    const html = await text(response)
    expect(html).toContain('<legend>Hinflug</legend>')
    expect(html).toContain(
      'Eine Flugnummer besteht aus dem Code der Fluggesellschaft und einer Zahl, zum Beispiel BA2712.',
    )
    expect(html).toContain('Bitte geben Sie die Flugnummer des Rückflugs ein.')
    expect(html).toContain('Bitte geben Sie das Datum des Hinflugs ein.')
  })
})

describe('advance information in Arabic', () => {
  it('reads right to left, with its progress and parts in Arabic', async () => {
    const jar = speaks(await signIn(demo.olivia), 'ar')
    const html = await text(await visit('/account/advance-information', { jar }))
    expect(html).toMatch(/<html[^>]* lang="ar"[^>]* dir="rtl"/)
    expect(html).toContain('اكتمل 0 من 5')
    expect(html).toContain('<span class="status status--pending">مطلوب</span>')
    expect(html).toContain('أضف عنوانك')
    expect(html).toMatch(/أكمل بيانات Olivia Bennett/)
    const home = await text(await visit('/account', { jar }))
    // The first part still to do is on home's next-up card, not named again under the progress (issue 38).
    expect(home).toContain('<p>اكتمل 0 من 5</p>')
    expect(home).toContain('<a class="button" href="/account/advance-information#group">')
  })

  it('says what is missing from a registration in Arabic', async () => {
    const jar = speaks(await signIn(demo.olivia), 'ar')
    const form = await text(await visit('/account/advance-information/registration', { jar }))
    expect(form).toContain('يسجّل المنتجع كل مجموعة قبل وصولها')
    const response = await post(
      '/account/advance-information/registration',
      { fullName: '', dateOfBirth: '2099-01-01', nationality: 'gb', mobilePhone: 'call me' },
      jar,
    )
    expect(response.status).toBe(400)
    const html = await text(response)
    expect(html).toMatch(/<html[^>]* dir="rtl"/)
    expect(html).toContain('يُرجى مراجعة الحقول المميَّزة.')
    expect(html).toContain('يُرجى إدخال الاسم الكامل للشخص الذي يسجّل.')
    expect(html).toContain('يجب أن يكون تاريخ الميلاد في الماضي.')
    expect(html).toContain('يُرجى استخدام رمز من ثلاثة أحرف، مثل ARE.')
    expect(html).not.toContain('Please enter')
  })
})
