// Companions in a real browser on the demo data (decisions 032, 033): Olivia invites James, who
// accepts from the sandbox outbox, sees the booking, and cannot change another guest's details;
// Grace sends Daniel's pending invitation again and he accepts without JavaScript or a password, then sets one in
// account settings (issue 25: nothing asks him for a current password he never had).
import { describe, expect, it } from 'vitest'
import {
  demoGuest,
  expectAccessible,
  expectConfirmationInView,
  latestLink,
  openSession,
  portalUrl,
  signInAnywhere,
  useBrowser,
} from './support/browser.ts'

const browser = useBrowser()

describe('companions', () => {
  it('lead booker invites an adult; the invitee accepts, sees the booking and cannot change another guest', async () => {
    const lead = await openSession(browser())
    await signInAnywhere(lead.page, demoGuest('returning@example.com'))
    await lead.page.getByRole('link', { name: 'Invite to the portal (James Bennett)' }).click()
    await lead.page.waitForURL(/\/account\/companions\/[0-9a-f-]+\?from=home$/)
    await expectAccessible(lead.page)
    expect(await lead.page.getByLabel("James Bennett's email address").inputValue()).toBe('james.bennett@example.com')
    await lead.page.getByRole('button', { name: 'Continue' }).click()
    await expect
      .poll(() => lead.page.textContent('main'))
      .toContain("We'll email an invitation to james.bennett@example.com")
    await expectAccessible(lead.page)
    await lead.page.getByRole('button', { name: 'Send the invitation' }).click()
    // Home, where the guest invited from, with the confirmation on screen and read out (issue 38).
    await lead.page.waitForURL(/\/account\?companion=invited#notice$/)
    await expectConfirmationInView(lead.page, 'Invitation sent.')
    // The status streams beside the guest after the page's body.
    await expect.poll(() => lead.page.textContent('main')).toMatch(/Invited on \d{1,2} \w{3} — resend/)
    await expectAccessible(lead.page)

    const invitee = await openSession(browser())
    const { page } = invitee
    await page.goto(await latestLink('james.bennett@example.com', '/account/accept-invitation'))
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Accept and choose a password' }).click()
    await page.waitForURL('**/account/update-password')
    await page.getByLabel('New password', { exact: true }).fill('James-Holiday-27')
    await page.getByLabel('Confirm new password').fill('James-Holiday-27')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await page.getByRole('link', { name: 'Continue to your Guest Hub' }).click()
    await page.waitForURL('**/account')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hello James')
    await expect.poll(() => page.textContent('main')).toContain('10 days to go')
    const main = await page.textContent('main')
    expect(main).toContain("Who's coming")
    expect(main).toContain('James BennettYou')
    expect(main).not.toContain('Invite to the portal')
    await expectAccessible(page)

    // Sophie's details: shown read-only, and a post made anyway is refused on the server.
    const sophie = await page.locator('.guest', { hasText: 'Sophie Bennett' }).getAttribute('id')
    const sophiePath = `/account/guests/${sophie?.replace('guest-', '')}`
    await page.goto(sophiePath)
    await expect
      .poll(() => page.textContent('main'))
      .toContain('Only the lead booker or Sophie Bennett can change these details.')
    expect(await page.getByRole('button', { name: 'Save details' }).count()).toBe(0)
    const forced = await page.request.post(sophiePath, {
      form: { fullName: 'Changed by James' },
      headers: { origin: portalUrl() },
      maxRedirects: 0,
    })
    expect(forced.status()).toBe(403)

    // Nothing urges James to do Olivia's part: his own details are complete, the rest is hers.
    await page.goto('/account')
    await expect.poll(() => page.textContent('main')).toContain('The lead booker looks after the rest.')
    await expect.poll(() => page.textContent('main')).toContain('Order a welcome hamper') // the reminders are in
    expect(await page.textContent('main')).not.toContain('Next:')
    expect(await page.getByRole('link', { name: 'Register' }).count()).toBe(0)
    await page.goto('/account/advance-information')
    await expect.poll(() => page.textContent('main')).toContain("The lead booker completes everyone else's details.")
    expect(await page.getByRole('link', { name: /^Complete .*'s details$/ }).count()).toBe(0)
    await expectAccessible(page)
    // Her address: shown as it is, nothing to type into and no Save.
    await page.goto('/account/advance-information/address')
    await expect.poll(() => page.textContent('main')).toContain('Only the lead booker can change this part.')
    expect(await page.getByRole('textbox').count()).toBe(0)
    expect(await page.getByRole('button', { name: /Save/ }).count()).toBe(0)
    await expectAccessible(page)

    await lead.page.reload()
    await expect.poll(() => lead.page.textContent('main')).toContain('Has joined')
    expect([...lead.problems, ...invitee.problems]).toEqual([])
    await lead.context.close()
    await invitee.context.close()
  })

  it('sends a pending invitation again; the invitee accepts without JavaScript or a password, then sets one', async () => {
    const lead = await openSession(browser())
    await signInAnywhere(lead.page, demoGuest('midstay@example.com'))
    await expect.poll(() => lead.page.textContent('main')).toMatch(/Invited on \d{1,2} \w{3} — resend/)
    await lead.page.getByRole('button', { name: 'resend (Daniel Lee)' }).click()
    await lead.page.waitForURL(/\/account\?companion=resent#notice$/)
    await expectConfirmationInView(lead.page, 'Invitation sent again.')

    const invitee = await openSession(browser(), { javaScript: false })
    const { page } = invitee
    await page.goto(await latestLink('daniel.lee@example.com', '/account/accept-invitation'))
    await page.getByRole('button', { name: 'Accept without a password' }).click()
    await page.waitForURL('**/account')
    expect(await page.textContent('main')).toContain('Welcome to the resort')
    expect(await page.textContent('main')).toContain('Daniel LeeYou')
    // No password yet: account settings offers to set one, with no current password to give.
    await page.goto('/account/account-settings')
    expect(await page.getByRole('heading', { name: 'Set a password' }).count()).toBe(1)
    expect(await page.getByLabel('Current password').count()).toBe(0)
    await page.getByLabel('New password', { exact: true }).fill('Daniels-Holiday-27')
    await page.getByLabel('Confirm new password').fill('Daniels-Holiday-27')
    await page.getByRole('button', { name: 'Set password' }).click()
    await page.waitForURL('**/account/account-settings?set=1')
    expect(await page.textContent('main')).toContain('Your password has been set.')
    expect(await page.getByLabel('Current password').count()).toBe(1)
    expect([...lead.problems, ...invitee.problems]).toEqual([])
    await lead.context.close()
    await invitee.context.close()
  })
})
