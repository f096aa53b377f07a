import type { Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  demoGuest,
  expectAccessible,
  openSession,
  sandboxUrl,
  signIn,
  useBrowser,
  followFallback,
} from './support/browser.ts'

const browser = useBrowser()
const olivia = demoGuest('returning@example.com')
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const reset = () => fetch(`${sandboxUrl()}/__sandbox/reset`, { method: 'POST' })

// Each journey completes Olivia's advance information from nothing: the demo data is put back
// before each and after the file.
beforeEach(reset)
afterAll(reset)

async function backOnOverview(page: Page, notice?: string) {
  await page.waitForURL(/\/account\/advance-information(\?|#|$)/)
  if (notice) expect(await page.getByRole('alert').or(page.getByText(notice)).first().textContent()).toContain(notice)
}

/** Completes every part from the overview, the flights in the modal or on their page. */
async function completeAll(page: Page, javaScript: boolean) {
  await page.goto('/account/advance-information')
  await expect.poll(() => page.locator('.progress').textContent()).toBe('0 of 5 done')
  await expectAccessible(page)

  // Group: the two guests whose details are missing.
  await page.getByRole('link', { name: "Complete Olivia Bennett's details" }).click()
  await page.getByLabel('Name as in the passport').fill('OLIVIA BENNETT')
  await page.getByLabel('Passport number').fill('533112233')
  await page.getByLabel('Nationality code').fill('GBR')
  await page.getByLabel('Expiry date').fill(day(2000))
  await page.getByRole('button', { name: 'Save details' }).click()
  await page.waitForURL('**/account?saved=guest*')
  await page.goto('/account/advance-information')
  await page.getByRole('link', { name: "Complete Finn Bennett's details" }).click()
  await page.getByLabel('Full name').fill('Finn Bennett')
  await page.getByRole('button', { name: 'Save details' }).click()
  await page.waitForURL('**/account?saved=guest*')
  await page.goto('/account/advance-information')
  await expect.poll(() => page.locator('.progress').textContent()).toBe('1 of 5 done')

  // Address, with a mistake first: the typed values stay.
  await page.getByRole('link', { name: 'Add your address' }).click()
  await page.waitForURL('**/advance-information/address')
  // A Madrid address: Spain's province is asked for by its name (decision 040).
  await page.getByLabel('Country').selectOption('ES')
  await page.getByLabel('Address line 1').fill('Calle Mayor 1')
  await page.getByLabel('Town or city').fill('Madrid')
  await page.getByLabel('Postcode').fill('28013')
  await page.getByRole('button', { name: 'Save address' }).click()
  await page.getByText('Please enter your province.').waitFor()
  expect(await page.getByLabel('Address line 1').inputValue()).toBe('Calle Mayor 1')
  expect(await page.getByLabel('Country').inputValue()).toBe('ES')
  await expectAccessible(page)
  await page.getByLabel('Province').fill('Madrid')
  await page.getByRole('button', { name: 'Save address' }).click()
  await backOnOverview(page, 'Your address has been saved.')

  // Villa set-up, from the villas' content.
  await page.getByRole('link', { name: 'Choose your room set-up' }).click()
  await page.waitForURL('**/advance-information/villa')
  await page
    .getByLabel('How should the bedrooms of Villa Aurora be made up?')
    .selectOption({ label: 'Double beds: Every bedroom made up with a double bed' })
  await page
    .getByLabel('How should the bedrooms of Villa Marina be made up?')
    .selectOption({ label: 'Twin beds: Two single beds in each bedroom' })
  await page.getByRole('button', { name: 'Save room set-up' }).click()
  await backOnOverview(page, 'Your room set-up has been saved.')

  // Flights: the modal with JavaScript, the same form as a page without.
  if (javaScript) {
    await page.getByRole('button', { name: 'Add your flights' }).click()
    const dialog = page.getByRole('dialog')
    await expectAccessible(page)
    await fillFlights(dialog)
    await dialog.getByRole('button', { name: 'Save flights' }).click()
  } else {
    await followFallback(page, 'Add your flights') // the modal's form as a page (the modal itself: e2e/modals.test.ts)
    await page.waitForURL('**/advance-information/flight')
    await fillFlights(page)
    await page.getByRole('button', { name: 'Save flights' }).click()
  }
  await backOnOverview(page, 'Your flights have been saved.')
  // The parts' summaries may stream in after the notice: wait for the flight line as a guest would.
  await page
    .getByText(/Arrival: BA2712 at Palma de Mallorca \(PMI\), .+ at 14:35 local time/)
    .waitFor({ timeout: 15_000 })

  // Registration.
  await page.getByRole('link', { name: 'Register' }).click()
  await page.waitForURL('**/advance-information/registration')
  await page.getByLabel('Full name').fill('Olivia Bennett')
  await page.getByLabel('Date of birth').fill('1986-05-04')
  await page.getByLabel('Nationality').fill('GBR')
  await page.getByLabel('Passport or ID card number').fill('533112233')
  await page.getByLabel('Mobile number').fill('+44 7700 900123')
  await page
    .getByRole('group', { name: /Emergency contact/ })
    .getByLabel('Name')
    .fill('Margaret Bennett')
  await page
    .getByRole('group', { name: /Emergency contact/ })
    .getByLabel('Phone number')
    .fill('01632 960123')
  await page.getByRole('button', { name: 'Register' }).click()
  await backOnOverview(page, 'Thank you for registering.')

  await expect.poll(() => page.locator('.progress').textContent()).toBe('All done: 5 of 5 complete. Thank you!')
  await expectAccessible(page)
}

async function fillFlights(scope: Pick<Page, 'getByRole'>) {
  const arrival = scope.getByRole('group', { name: 'Arrival flight' })
  await arrival.getByLabel('Flight number').fill('BA2712')
  await arrival.getByLabel('Airport you land at').selectOption('PMI')
  await arrival.getByLabel('Date').fill(day(10))
  await arrival.getByLabel('Time').fill('14:35')
  const departure = scope.getByRole('group', { name: 'Departure flight' })
  await departure.getByLabel('Flight number').fill('BA2713')
  await departure.getByLabel('Airport you leave from').selectOption('PMI')
  await departure.getByLabel('Date').fill(day(17))
  await departure.getByLabel('Time').fill('17:10')
}

describe('advance information', () => {
  it('completes every part with JavaScript, the flights in the flight details modal', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, olivia)
    await completeAll(page, true)
    await page.goto('/account')
    await page.getByText('All done: 5 of 5 complete. Thank you!').waitFor() // a streamed section
    expect(problems).toEqual([])
    await context.close()
  })

  it('completes every part without JavaScript', async () => {
    const { page, context } = await openSession(browser(), { javaScript: false })
    await signIn(page, olivia)
    await completeAll(page, false)
    await context.close()
  })
})
