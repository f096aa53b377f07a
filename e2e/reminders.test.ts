// Reminders in the browser (issue 41): a guest turns reminder emails off in account settings without JavaScript (the
// page saying push needs it), and the section reads well to assistive technology.
import { describe, expect, it } from 'vitest'
import { createGuest, expectAccessible, openSession, signIn, useBrowser } from './support/browser.ts'

const browser = useBrowser()

describe('reminder settings', () => {
  it('turns one kind of reminder email off without JavaScript, and the settings say so', async () => {
    const guest = await createGuest()
    const { page, problems, context } = await openSession(browser(), { javaScript: false })
    await signIn(page, guest)
    await page.goto('/account/account-settings')
    // Push needs script: the page says so, and shows no button that would do nothing.
    expect(await page.getByText('Turning on notifications needs JavaScript').isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Turn on notifications on this device' }).isVisible()).toBe(false)
    const email = page.getByRole('group', { name: 'By email' })
    const wellness = email.getByRole('checkbox', { name: 'A wellness visit tomorrow' })
    expect(await wellness.isChecked()).toBe(true)
    await wellness.uncheck()
    await page.getByRole('button', { name: 'Save reminder choices' }).click()
    await page.waitForURL('**/account/account-settings?reminders=saved#reminders')
    expect(await page.getByRole('status').filter({ hasText: 'Your reminder choices are saved.' }).count()).toBe(1)
    expect(await email.getByRole('checkbox', { name: 'A wellness visit tomorrow' }).isChecked()).toBe(false)
    expect(await email.getByRole('checkbox', { name: 'Your way home, the day before you leave' }).isChecked()).toBe(
      true,
    )
    expect(problems).toEqual([])
    await context.close()
  })

  it('is accessible with JavaScript on', async () => {
    const guest = await createGuest()
    const { page, problems, context } = await openSession(browser())
    await signIn(page, guest)
    await page.goto('/account/account-settings#reminders')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})
