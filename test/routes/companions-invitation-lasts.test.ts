// An invitation says who and what, and lasts 7 days (issue 38, item 12; decision 058): the email and the accept page
// name the lead booker, the villa and the dates; a link opened after its hour, within the 7 days, emails a fresh one
// that works; after 7 days the page says the invitation has expired and who can send it again.
import { describe, expect, it } from 'vitest'
import { latestEmail, pathOf, post, sandbox, visit, CookieJar } from './support.ts'
import { freshAddress, invite, ownBooking, text } from './companions-support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

/** As if the invitation and its email were sent `minutes` ago (the sandbox's clock for one address). */
const sentAgo = (email: string, minutes: number) =>
  sandbox('/__sandbox/auth/sent-ago', { method: 'POST', body: JSON.stringify({ email, minutes }) })

async function invitedOmar() {
  const { jar, guest } = await ownBooking()
  const email = freshAddress()
  expect((await invite(jar, guest('Omar').id, email)).status).toBe(303)
  return { email, jar, guest }
}

/** The accept page's form fields from the email's link, as the invitee's browser would post them. */
async function acceptForm(email: string) {
  const link = new URL((await latestEmail(email)).links[0]!)
  return {
    link,
    form: {
      token_hash: link.searchParams.get('token_hash')!,
      invitation: link.searchParams.get('invitation') ?? '',
      next: 'home',
    },
  }
}

const sentence = /Lena has invited you to see your holiday at Villa 1301, (\d{1,2}[^,]* \d{4}), in the Guest Hub\./

describe('an invitation says who invited and to which holiday', () => {
  it('names the lead booker, the villa and the dates in the email and on the accept page', async () => {
    const { email } = await invitedOmar()
    const message = await latestEmail(email)
    const dates = sentence.exec(message.text)?.[1]
    // A stay within one month reads '1 – 8 January 2027' (thin spaces around the dash), across two '31 December 2026 –
    // 7 January 2027': which one depends on the day the test runs.
    expect(dates, message.text).toMatch(/^\d{1,2}(\s?–\s?\d{1,2})? \w+/)
    expect(message.text).toContain('for up to 7 days')
    const { link } = await acceptForm(email)
    expect(link.searchParams.get('invitation')).toMatch(/^[0-9a-f-]{36}$/)
    const page = await text(await visit(pathOf(link.href), { jar: new CookieJar() }))
    expect(page).toContain(`<bdi>Lena</bdi> has invited you to see your holiday at <bdi>Villa 1301</bdi>, ${dates}.`)
  })

  it('on the accept page in the invitee’s language', async () => {
    const { email } = await invitedOmar()
    const { link } = await acceptForm(email)
    const german = await text(
      await visit(pathOf(link.href), { jar: new CookieJar(), headers: { 'accept-language': 'de' } }),
    )
    expect(german).toMatch(/<bdi>Lena<\/bdi> hat Sie eingeladen, Ihren Urlaub in <bdi>Villa 1301<\/bdi>, \d{1,2}\./)
  })
})

describe('an invitation lasts 7 days', () => {
  it('past the link’s hour, emails a fresh link, which then accepts', async () => {
    expectConsoleErrors(/"where":"invitations\.accept"/)
    const { email } = await invitedOmar()
    const { form } = await acceptForm(email)
    await sentAgo(email, 6 * 24 * 60) // six days: the link's hour long gone, the invitation still open
    const invitee = new CookieJar()
    const renewed = await post('/account/accept-invitation', form, invitee)
    expect(renewed.status).toBe(200)
    expect(await text(renewed)).toContain("We've emailed you a fresh link")
    const fresh = await acceptForm(email)
    expect(fresh.form.token_hash).not.toBe(form.token_hash)
    const accepted = await post('/account/accept-invitation', fresh.form, invitee)
    expect(accepted.status).toBe(303)
    expect(pathOf(accepted.headers.get('location'))).toBe('/account')
  })

  it('after 7 days says it has expired and who can send it again, on the page and when accepting', async () => {
    expectConsoleErrors(/"where":"invitations\.accept"/)
    const { email } = await invitedOmar()
    const { link, form } = await acceptForm(email)
    await sentAgo(email, 7 * 24 * 60 + 1)
    const page = await visit(pathOf(link.href), { jar: new CookieJar() })
    expect(page.status).toBe(410)
    const expired =
      'This invitation was sent more than 7 days ago, so it has expired. Please ask Lena to send it again.'
    expect(await text(page)).toContain(expired)
    const refused = await post('/account/accept-invitation', form, new CookieJar())
    expect(refused.status).toBe(410)
    expect(await text(refused)).toContain(expired)
    expect((await latestEmail(email)).links[0]).toBe(link.href) // no fresh email
  })
})
