// The sign-in area in the guest's language (issue 29): German chosen with the picker's cookie, Arabic asked for by
// the browser, with their headings, form checks, the auth service's answers and the sign-in code's counts.
import { afterEach, describe, expect, it } from 'vitest'
import { CookieJar, clearFaults, createGuest, latestEmail, pageText, post, signIn, visit } from './support.ts'

afterEach(clearFaults)

const htmlLang = (html: string) => html.match(/<html lang="([^"]*)" dir="([^"]*)"/)?.slice(1)
const heading = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]

/** A browser whose guest chose German in the picker. */
const german = () => {
  const jar = new CookieJar()
  jar.cookies.set('gp_lang', 'de')
  return jar
}
const arabic = { 'accept-language': 'ar' }

describe('the sign-in pages in German', () => {
  it('greet, title and label in German', async () => {
    const html = await pageText(await visit('/account/login', { jar: german() }))
    expect(htmlLang(html)).toEqual(['de', 'ltr'])
    expect(heading(html)).toBe('Willkommen in Ihrem Guest Hub')
    expect(html).toContain('<title>Anmelden · Guest Hub</title>')
    expect(html).toContain('Mit E-Mail-Adresse anmelden')
    expect(html).toContain('Anmeldecode per E-Mail senden</a> (kein Passwort nötig)')
    const form = await pageText(await visit('/account/login/email', { jar: german() }))
    expect(form).toMatch(/<label[^>]*>E-Mail-Adresse<\/label>/)
    expect(form).toMatch(/<label[^>]*>Passwort<\/label>/)
  })

  it('check the form, and word the auth service’s answer, in German', async () => {
    const empty = await post('/account/login/email', { email: '', password: '' }, german())
    expect(empty.status).toBe(400)
    expect(await pageText(empty)).toContain('Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.')
    const malformed = await post('/account/login/email', { email: 'nope', password: 'x' }, german())
    const html = await pageText(malformed)
    expect(html).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.')
    expect(html).toContain('Bitte prüfen Sie die markierten Felder.')
    const guest = await createGuest()
    const wrong = await post('/account/login/email', { email: guest.email, password: 'Wrong-password-1' }, german())
    expect(wrong.status).toBe(401)
    expect(await pageText(wrong)).toContain('E-Mail-Adresse und Passwort passen nicht zusammen.')
  })

  it('show account settings in German, the address in bold wherever the sentence puts it', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest, german())
    const html = await pageText(await visit('/account/account-settings', { jar }))
    expect(htmlLang(html)).toEqual(['de', 'ltr'])
    expect(html).toContain(`Angemeldet als <strong dir="auto">${guest.email}</strong>.`)
    expect(html).toContain('Passwort ändern')
    const mismatch = await post(
      '/account/account-settings',
      { current: guest.password, password: 'Newer-Pass-2026', confirm: 'Newer-Pass-2027' },
      jar,
    )
    expect(mismatch.status).toBe(400)
    expect(await pageText(mismatch)).toContain('Die beiden Passwörter stimmen nicht überein.')
    const short = await post('/account/account-settings', { current: guest.password, password: 'x', confirm: 'x' }, jar)
    expect(await pageText(short)).toContain('Bitte wählen Sie ein Passwort mit mindestens 8 Zeichen.')
  })

  it('answer a body that is not a form in German too (the form reader’s own sentence)', async () => {
    const response = await visit('/account/login/email', {
      method: 'POST',
      jar: german(),
      headers: { origin: 'https://portal.test', 'content-type': 'text/plain' },
      body: 'email=a@example.com',
    })
    expect(response.status).toBe(400)
    expect(await pageText(response)).toContain('Bitte senden Sie das Formular über die Seite.')
  })
})

describe('the sign-in pages in Arabic', () => {
  it('are written right to left, in Arabic', async () => {
    const html = await pageText(await visit('/account/login/code', { headers: arabic }))
    expect(htmlLang(html)).toEqual(['ar', 'rtl'])
    expect(heading(html)).toBe('تسجيل الدخول برمز')
    expect(html).toContain('أدخل البريد الإلكتروني الذي حجزت به، وسنرسل إليك رمزًا من ستة أرقام.')
    const setup = await pageText(await visit('/account/forgot-password?purpose=setup', { headers: arabic }))
    expect(heading(setup)).toBe('أنشئ كلمة المرور')
    const goodbye = await pageText(await visit('/account/goodbye', { headers: arabic }))
    expect(heading(goodbye)).toBe('لقد سجّلت الخروج')
  })

  it('count a sign-in code’s tries left by Arabic’s plural rules, and check its six digits', async () => {
    const guest = await createGuest()
    const jar = new CookieJar()
    expect((await post('/account/login/code', { email: guest.email }, jar, arabic)).status).toBe(303)
    const entry = await pageText(await visit('/account/login/enter-code', { jar, headers: arabic }))
    expect(entry).toContain(`إن كان هناك حساب للعنوان ${guest.email}، فقد أرسلنا إليه رمز دخول.`)
    const short = await post('/account/login/enter-code', { email: guest.email, code: '12' }, jar, arabic)
    expect(short.status).toBe(400)
    expect(await pageText(short)).toContain('رمز الدخول مكوَّن من ستة أرقام، مثل 123456.')
    const { code } = await latestEmail(guest.email)
    const wrongCode = code === '000000' ? '111111' : '000000'
    const tries = async () =>
      pageText(await post('/account/login/enter-code', { email: guest.email, code: wrongCode }, jar, arabic))
    expect(await tries()).toContain('هذا الرمز غير صحيح. تبقّت لك 4 محاولات.')
    await tries()
    await tries()
    expect(await tries()).toContain('هذا الرمز غير صحيح. تبقّت لك محاولة واحدة.')
  })
})
