import { describe, expect, it } from 'vitest'
import {
  createGuest,
  expectAccessible,
  landAfterForm,
  latestLink,
  openSession,
  sandboxUrl,
  useBrowser,
} from './support/browser.ts'

const browser = useBrowser()

/** The code in the newest email the sandbox would have sent to `to`. */
async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/outbox/latest?to=${encodeURIComponent(to)}`)
  const { code } = (await response.json()) as { code: string | null }
  if (!code) throw new Error(`no code for ${to}`)
  return code
}

describe('signing in with an emailed code', () => {
  for (const javaScript of [true, false]) {
    it(`asks for a code from the landing page and signs in with it (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const guest = await createGuest({ firstName: 'Cora' })
      const { page, problems, context } = await openSession(browser(), { javaScript })
      await page.goto('/account/login')
      await page.getByRole('link', { name: 'Email me a sign-in code' }).click()
      await page.waitForURL('**/account/login/code')
      await expectAccessible(page)
      await page.getByLabel('Email address').fill(guest.email)
      await landAfterForm(
        page,
        '/account/login/code',
        () => page.getByRole('button', { name: 'Email me a code' }).click(),
        '**/account/login/enter-code',
      )
      expect(
        await page
          .getByRole('status')
          .or(page.getByText(/If there is an account for/))
          .first()
          .textContent(),
      ).toContain(guest.email)
      await expectAccessible(page)
      const code = await latestCode(guest.email)
      const wrong = code === '000000' ? '111111' : '000000'
      await page.getByLabel('Six-digit code').fill(wrong)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect.poll(() => page.textContent('main')).toContain('That code is not right. You have 4 tries left.')
      await page.getByLabel('Six-digit code').fill(code)
      await landAfterForm(
        page,
        '/account/login/enter-code',
        () => page.getByRole('button', { name: 'Sign in' }).click(),
        '**/account',
      )
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hello Cora')
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('signs in from the email’s link as well', async () => {
    const guest = await createGuest({ firstName: 'Lin' })
    const { page, problems, context } = await openSession(browser())
    await page.goto('/account/login/code')
    await page.getByLabel('Email address').fill(guest.email)
    await page.getByRole('button', { name: 'Email me a code' }).click()
    await page.waitForURL('**/account/login/enter-code')
    await page.goto(await latestLink(guest.email, '/verify'))
    await page.waitForURL('**/account')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hello Lin')
    expect(problems).toEqual([])
    await context.close()
  })
})
