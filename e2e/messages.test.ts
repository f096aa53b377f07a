// Messages in a real browser (issue 42): a guest writes to the resort, staff answer in Dynamics (the sandbox's
// control, which sends the webhook as Dataverse would), and the guest finds the answer. Without JavaScript: the form
// posts, the page comes back with the message, and "Check for answers" shows the answer. The page passes axe.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoGuest, expectAccessible, openSession, sandboxUrl, signInAnywhere, useBrowser } from './support/browser.ts'

const browser = useBrowser()

/** Staff answer on the booking in Dynamics, through the sandbox's control. */
async function staffAnswer(booking: string, text: string): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/dynamics/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ booking, text, staff: 'sofia' }),
  })
  if (!response.ok) throw new Error(`sandbox staff answer: ${response.status}`)
}

/** The booking the page's form writes to. */
const bookingOf = (page: Page) => page.locator('input[name="booking"]').getAttribute('value')

const authors = (page: Page) => page.locator('.thread .message__author').allTextContents()

describe('messages', () => {
  it('without JavaScript: the guest writes, staff answer, and "Check for answers" shows it', async () => {
    const { page, problems } = await openSession(browser(), { javaScript: false })
    await signInAnywhere(page, demoGuest('midstay@example.com'))
    await page.goto('/account/messages')
    expect(await page.textContent('main')).toContain('Everyone on this booking who uses the guest portal')
    const question = `Can we have late checkout? (${Date.now().toString(36)})`
    await page.getByLabel('Your message').fill(question)
    await page.getByRole('button', { name: 'Send' }).click()
    await page.waitForURL(/\/account\/messages\?sent=1/)
    expect(await page.textContent('main')).toContain('Your message has been sent.')
    expect(await page.locator('.thread .message--guest').last().textContent()).toContain(question)
    // The field is empty again, ready for the next message.
    expect(await page.getByLabel('Your message').inputValue()).toBe('')

    const booking = await bookingOf(page)
    if (!booking) throw new Error('no booking on the form')
    await staffAnswer(booking, 'Yes, until 13:00. Enjoy your stay!')
    await page.getByRole('link', { name: 'Check for answers' }).click()
    await page.waitForURL(/\/account\/messages\?checked=/)
    expect((await authors(page)).at(-1)).toBe('Sofia at the resort')
    expect(await page.locator('.thread .message--resort').last().textContent()).toContain('Yes, until 13:00.')
    expect(problems).toEqual([])
  })

  it('passes axe with a thread, a link in an answer and the form', async () => {
    const { page, problems } = await openSession(browser())
    await signInAnywhere(page, demoGuest('returning@example.com'))
    await page.goto('/account/messages')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Messages')
    expect((await authors(page)).slice(0, 2)).toEqual(['You', 'Sofia at the resort'])
    expect(await page.getByRole('link', { name: 'https://www.example-resort.com/families' }).count()).toBe(1)
    await expectAccessible(page)
    expect(problems).toEqual([])
  })
})
