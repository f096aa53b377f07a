import { describe, expect, it } from 'vitest'
import {
  demoGuest,
  expectAccessible,
  expectConfirmationInView,
  openSession,
  signInAnywhere,
  useBrowser,
  followFallback,
} from './support/browser.ts'

const browser = useBrowser()

describe('bookings and the home', () => {
  it('takes a guest with one booking straight home, with the countdown and the party', async () => {
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest('returning@example.com'))
    expect(new URL(page.url()).pathname).toBe('/account')
    await expect.poll(() => page.textContent('main')).toContain('Almost time to pack') // the streamed body
    const body = await page.textContent('main')
    expect(body).toContain('10 days to go')
    await expect.poll(() => page.locator('.guest').count()).toBe(6) // the party may stream in a later batch
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Your booking' }).click()
    await page.waitForURL('**/account/my-bookings')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('lets a guest with several bookings choose one, and remembers it on a new visit', async () => {
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest('several@example.com'))
    expect(new URL(page.url()).pathname).toBe('/account/select-booking')
    await expectAccessible(page)
    const buttons = page.getByRole('button', { name: /^Choose / })
    expect(await buttons.count()).toBe(2)
    await buttons.nth(0).click() // soonest first: the booking six weeks away
    await page.waitForURL('**/account')
    await expect.poll(() => page.textContent('main')).toContain('Your holiday is getting closer') // the streamed body
    // A new visit: a new tab in the same browser (cookies kept; signing out would clear the choice, SPEC §4).
    await page.close()
    const later = await context.newPage()
    await later.goto('/account')
    expect(new URL(later.url()).pathname).toBe('/account')
    await expect.poll(() => later.textContent('main')).toContain('Your holiday is getting closer') // the streamed body
    expect(problems).toEqual([])
    await context.close()
  })

  it('sends an unknown saved booking id to select-booking', async () => {
    const { page, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest('several@example.com'))
    await context.addCookies([{ name: 'gp_booking', value: '11111111-2222-4333-8444-555555555555', url: page.url() }])
    await page.goto('/account')
    await page.waitForURL('**/account/select-booking')
    await context.close()
  })

  it("completes a guest's details in the modal, by keyboard", async () => {
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest('midstay@example.com'))
    const trigger = page.getByRole('button', { name: 'Edit details for Daniel Lee' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Details for Daniel Lee' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expectAccessible(page)
    await dialog.getByLabel('Date of birth (optional)').fill('1990-04-12')
    await dialog.getByRole('button', { name: 'Save details' }).click()
    await page.waitForURL('**/account?saved=guest#notice')
    await expectConfirmationInView(page, 'Guest details saved.')
    // The same form as a page, checked by axe too.
    await followFallback(page, 'Edit details for Daniel Lee')
    await page.waitForURL('**/account/guests/*')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it("completes a guest's details without JavaScript, errors included", async () => {
    const { page, context } = await openSession(browser(), { javaScript: false })
    await signInAnywhere(page, demoGuest('returning@example.com'))
    // The modal opens without script; its form posts, and errors come back on the form's own page.
    await page.getByRole('button', { name: 'Complete details for Olivia Bennett' }).click()
    const dialog = page.getByRole('dialog', { name: 'Details for Olivia Bennett' })
    await dialog.getByLabel('Passport number').fill('12 3')
    await dialog.getByRole('button', { name: 'Save details' }).click()
    await expect.poll(() => page.textContent('main')).toContain('A passport number has 5 to 20 letters and digits')
    await page.getByLabel('Name as in the passport').fill('OLIVIA BENNETT')
    await page.getByLabel('Passport number').fill('123456789')
    await page.getByLabel('Nationality code').fill('gbr')
    await page.getByLabel('Expiry date').fill('2031-05-01')
    await page.getByRole('button', { name: 'Save details' }).click()
    await page.waitForURL('**/account?saved=guest#notice')
    await expectConfirmationInView(page, 'Guest details saved.')
    expect(await page.locator('.guest', { hasText: 'Olivia Bennett' }).textContent()).toContain('Details complete')
    await context.close()
  })
})
