// Companions in the guest's language (issue 29, decision 045): the lead booker's invitation pages and statuses in
// German and Arabic, the invitation's landing in the invitee's browser language, the inviter's language carried to
// the invitee's account, and the JSON API still in English for programs.
import { describe, expect, it } from 'vitest'
import { api, CookieJar, post, visit } from './support.ts'
import { accept, freshAddress, invitationToken, invite, ownBooking, text } from './companions-support.ts'

/** A booking of the test's own whose lead booker chose `lang` in the picker (its cookie). */
async function ownBookingIn(lang: string) {
  const booking = await ownBooking()
  booking.jar.cookies.set('gp_lang', lang)
  return booking
}

describe('inviting in German', () => {
  it('asks, checks the address in German, confirms, sends and shows the status and notice in German', async () => {
    const { jar, guest } = await ownBookingIn('de')
    const omar = guest('Omar')
    const path = `/account/companions/${omar.id}`
    const form = await text(await visit(path, { jar }))
    expect(form).toContain('<html lang="de" dir="ltr"')
    expect(form).toContain('<title>Omar Ward einladen · Guest Hub</title>')
    expect(form).toMatch(/<h1[^>]*>Omar Ward einladen<\/h1>/)
    expect(form).toContain('Omar Ward kann sich dann anmelden und diese Buchung sehen')
    expect(form).toContain('E-Mail-Adresse von Omar Ward')
    expect(form).toContain('Zurück, ohne einzuladen')

    const bad = await post(path, { email: 'omar at example', step: 'check', from: 'home' }, jar)
    expect(bad.status).toBe(400)
    const badHtml = await text(bad)
    expect(badHtml).toContain('Eine E-Mail-Adresse enthält keine Leerzeichen. Bitte prüfen Sie sie.')
    expect(badHtml).toContain('value="omar at example"')

    const email = freshAddress()
    const check = await text(await post(path, { email, step: 'check', from: 'home' }, jar))
    expect(check).toContain(
      `Wir senden eine Einladung an <strong><bdi>${email}</bdi></strong>, damit Omar Ward dieser Buchung`,
    )
    expect(check).toContain('Einladung senden')

    const sent = await post(path, { email, step: 'send', from: 'home' }, jar)
    expect(sent.headers.get('location')).toBe('/account?companion=invited#notice')
    const home = await text(await visit('/account?companion=invited', { jar }))
    expect(home).toContain('Einladung gesendet. Der Link ist eine Stunde lang gültig')
    // The day in German (3. Dez.), then the button to send it again.
    expect(home).toMatch(
      /Eingeladen: \d{1,2}\. [^<—]+ — <\/span><button type="submit" class="link-button">erneut senden/,
    )
    expect(home).toContain('Einladung zurückziehen<span class="visually-hidden"> (Omar Ward)</span>')
    expect(home).toContain('Ins Portal einladen<span class="visually-hidden"> (Ada Ward)</span>')

    const again = await text(await post(path, { email: freshAddress(), step: 'check', from: 'home' }, jar))
    expect(again).toMatch(/Omar Ward wurde bereits eingeladen \(\d{1,2}\. [^)]+\)\. Sie können die Einladung/)
  })

  it('refuses a child in German', async () => {
    const { jar, guest } = await ownBookingIn('de')
    const refused = await invite(jar, guest('Kit').id, freshAddress())
    expect(refused.status).toBe(403)
    expect(await text(refused)).toContain(
      'Nur Erwachsene (18 Jahre oder älter bei Urlaubsbeginn) können eingeladen werden. Die Angaben von Kit Ward',
    )
  })

  it('sends the inviter’s language for the invitation email only: the invitee’s pages follow their own browser', async () => {
    const { jar, guest } = await ownBookingIn('de')
    const email = freshAddress()
    expect((await invite(jar, guest('Omar').id, email)).status).toBe(303)
    // The invitee's own browser: no language chosen, Spanish asked for.
    const { response, jar: omar } = await accept(email, 'home', new CookieJar())
    expect(response.status).toBe(303)
    const home = await text(await visit('/account', { jar: omar, headers: { 'accept-language': 'es' } }))
    expect(home).toContain('<html lang="es" dir="ltr"')
  })
})

describe('companions in Arabic', () => {
  const arabic = { 'accept-language': 'ar' }

  it('lists the party on my bookings right to left, with the invite links in Arabic', async () => {
    const { jar, guest } = await ownBooking()
    const html = await text(await visit('/account/my-bookings', { jar, headers: arabic }))
    expect(html).toContain('<html lang="ar" dir="rtl"')
    expect(html).toContain('<h3>مجموعتك على Guest Hub</h3>')
    expect(html).toContain(
      `href="/account/companions/${guest('Omar').id}?from=my-bookings">دعوة إلى البوابة<span class="visually-hidden"> (Omar Ward)</span>`,
    )
  })

  it('greets the invitee in their browser’s language, and words a damaged link in it', async () => {
    const { jar, guest } = await ownBooking()
    const email = freshAddress()
    await invite(jar, guest('Omar').id, email)
    const landing = await visit(`/account/accept-invitation?token_hash=${await invitationToken(email)}&type=invite`, {
      headers: arabic,
    })
    expect(landing.status).toBe(200)
    const html = await text(landing)
    expect(html).toContain('<html lang="ar" dir="rtl"')
    expect(html).toContain('<title>دعوتك · Guest Hub</title>')
    expect(html).toContain('<h1>انضم إلى عطلتك على Guest Hub</h1>')
    expect(html).toContain('القبول واختيار كلمة مرور')
    const damaged = await visit('/account/accept-invitation?token_hash=x&type=invite', { headers: arabic })
    expect(damaged.status).toBe(400)
    expect(await text(damaged)).toContain('رابط الدعوة هذا غير مكتمل أو تالف.')
  })
})

describe('the companions API', () => {
  it('answers programs in English whatever the guest’s language', async () => {
    const { jar, guest } = await ownBookingIn('de')
    const bad = await api('/api/user/invitations/invite', { guestId: guest('Omar').id, email: 'omar at example' }, jar)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'An email address has no spaces. Please check it.' })
    expect((await invite(jar, guest('Omar').id, freshAddress())).status).toBe(303)
    const list = (await (await api('/api/user/invitations', {}, jar)).json()) as {
      guests: { guestId: string; kind: string; sentOn?: string }[]
    }[]
    const omar = list.flatMap((b) => b.guests).find((g) => g.guestId === guest('Omar').id)
    expect(omar).toMatchObject({ kind: 'invited', sentOn: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2}$/) })
  })
})
