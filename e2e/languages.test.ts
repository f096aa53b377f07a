// Guests in their own language (issue 29, decision 045): a German guest and an Arabic one sign in with an emailed code,
// read home, meet an advance-information form's error, read what's on and an offline copy; the picker changes the
// language on the sign-in page and in the account menu. In Arabic every page also passes axe, the target sizes and
// reflow at 320 px. The words are read from the catalogue, so a better translation never breaks these journeys.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createGuest, expectAccessible, openSession, sandboxUrl, useBrowser } from './support/browser.ts'
import { read, serviceWorkerControls } from './support/offline.ts'
import { expectWcag } from './support/wcag.ts'

const browser = useBrowser()

/** A language's plain messages, every area's (variant messages are left out: journeys need none). */
function catalogue(locale: string): Record<string, string> {
  const dir = join(import.meta.dirname, '../messages', locale)
  const all: Record<string, string> = {}
  for (const file of readdirSync(dir)) {
    for (const [key, message] of Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8'))))
      if (typeof message === 'string') all[key] = message
  }
  return all
}

/** A message's words, its `{inputs}` filled in; the placeholder isolation marks of the Arabic catalogue are kept. */
function say(words: Record<string, string>, key: string, inputs: Record<string, string> = {}): string {
  const message = words[key]
  if (message === undefined) throw new Error(`no message ${key}`)
  return message.replace(/\{(\w+)\}/g, (_, name: string) => inputs[name] ?? `{${name}}`)
}

/** A guest of this test's own with a booking of their own (so the picker's saved choice touches no one else). */
async function guestWithBooking(firstName: string) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ party: [{ first: firstName, last: 'Weber' }] }),
  })
  const { leadContactId } = (await response.json()) as { leadContactId: string }
  return createGuest({ firstName, contactId: leadContactId })
}

async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/outbox/latest?to=${encodeURIComponent(to)}`)
  const { code } = (await response.json()) as { code: string | null }
  if (!code) throw new Error(`no code for ${to}`)
  return code
}

/** Signs in with an emailed code, through the pages in the language `words` are in; ends on home. */
async function signInWithCode(page: Page, words: Record<string, string>, email: string, check: () => Promise<void>) {
  await page.getByRole('link', { name: say(words, 'auth_email_me_sign_in_code') }).click()
  await page.waitForURL('**/account/login/code')
  await check()
  await page.getByLabel(say(words, 'auth_email_address')).fill(email)
  await page.getByRole('button', { name: say(words, 'auth_email_me_a_code') }).click()
  await page.waitForURL('**/account/login/enter-code')
  await check()
  await page.getByLabel(say(words, 'auth_code_label')).fill(await latestCode(email))
  await page.getByRole('button', { name: say(words, 'auth_sign_in'), exact: true }).click()
  await page.waitForURL('**/account')
}

/** The language of the device's offline copy of `path` (its `<html lang>`), if it has one. */
function copyLanguage(page: Page, path: string): Promise<string | undefined> {
  return page.evaluate(async (p) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('gp-pages-')) continue
      const copy = await (await caches.open(name)).match(location.origin + p)
      if (copy) return /<html lang="([^"]+)"/.exec(await copy.text())?.[1]
    }
    return undefined
  }, path)
}

const lang = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])

describe('a German guest', () => {
  const de = catalogue('de')

  it('chooses Deutsch at sign-in, signs in with a code, and reads home, a form, what’s on and an offline copy', async () => {
    const guest = await guestWithBooking('Lena')
    const { page, context, problems } = await openSession(browser(), { serviceWorker: true })
    await page.goto('/account/login')
    await page.getByRole('form', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click()
    await page.waitForURL('**/account/login')
    // The form answers with the page it was sent from: its address is the same before and after.
    await expect.poll(() => lang(page)).toEqual(['de', 'ltr'])

    await signInWithCode(page, de, guest.email, () => expectAccessible(page))
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(say(de, 'home_greeting', { name: 'Lena' }))
    await expectAccessible(page)

    // A form's error, in German, with what was typed kept.
    await page.goto('/account/advance-information/address')
    await page.getByLabel(say(de, 'advance_address_line1')).fill('')
    await page.getByRole('button', { name: say(de, 'advance_save_address') }).click()
    await page.getByText(say(de, 'advance_err_line1_missing')).first().waitFor()
    await expectAccessible(page)

    await page.goto('/account/whats-on')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(say(de, 'nav_whats_on'))
    await expectAccessible(page)

    // Offline: the copy of home carries the German banner; a page never read is the German offline page.
    await serviceWorkerControls(page)
    await read(page, '/account')
    await context.setOffline(true)
    await page.reload()
    const banner = (await page.locator('.offline-banner').textContent())?.trim() ?? ''
    expect(banner).toMatch(/^Sie sind offline\. So sah die Seite am \p{L}+, \d{1,2}\. \p{L}+, um \d\d:\d\d Uhr aus\.$/u)
    await page.goto('/account/what-to-arrange-when')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(say(de, 'offline_title'))
    await context.setOffline(false)

    // The account menu's picker: Arabic from now on, here and (saved with the account) on her other devices; the
    // German copies are gone and the offline page is fetched again in Arabic.
    await page.goto('/account')
    await page.locator('.account-button.modal-trigger__opener').click()
    const menu = page.locator('dialog[open]')
    await menu
      .getByRole('form', { name: say(de, 'language_label') })
      .getByRole('button', { name: 'العربية' })
      .click()
    await page.waitForURL('**/account')
    // The form answers with the page it was sent from: its address is the same before and after.
    await expect.poll(() => lang(page)).toEqual(['ar', 'rtl'])
    // The German copy is gone: the one kept now is the Arabic page she was just sent back to.
    await expect.poll(() => copyLanguage(page, '/account'), { timeout: 10_000 }).toBe('ar')
    const ar = catalogue('ar')
    await expect
      .poll(async () => {
        await context.setOffline(true)
        await page.goto('/account/what-to-arrange-when').catch(() => undefined)
        const heading = await page.getByRole('heading', { level: 1 }).textContent()
        await context.setOffline(false)
        return heading
      })
      .toBe(say(ar, 'offline_title'))
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
    await context.close()

    // Another device: no cookie, the account's choice.
    const other = await openSession(browser())
    await other.page.goto('/account/login')
    await other.page.getByRole('link', { name: 'Email me a sign-in code' }).click()
    await other.page.getByLabel('Email address').fill(guest.email)
    await other.page.getByRole('button', { name: 'Email me a code' }).click()
    await other.page.waitForURL('**/account/login/enter-code')
    await other.page.getByLabel('Six-digit code').fill(await latestCode(guest.email))
    await other.page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await other.page.waitForURL('**/account')
    expect(await lang(other.page)).toEqual(['ar', 'rtl'])
    await other.context.close()
  })
})

describe('an Arabic guest', () => {
  const ar = catalogue('ar')

  it('signs in with a code and reads every main page right to left, meeting WCAG 2.2 AA at 320 px too', async () => {
    const guest = await guestWithBooking('Layla')
    const { page, context, problems } = await openSession(browser(), { serviceWorker: true })
    // The browser's language, no choice made: Accept-Language decides.
    await context.setExtraHTTPHeaders({ 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' })
    await page.goto('/account/login')
    expect(await lang(page)).toEqual(['ar', 'rtl'])
    await expectWcag(page)
    await signInWithCode(page, ar, guest.email, () => expectWcag(page))
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      say(ar, 'home_greeting', { name: 'Layla' }),
    )
    await expectWcag(page)

    await page.goto('/account/advance-information/address')
    await page.getByLabel(say(ar, 'advance_address_line1')).fill('')
    await page.getByRole('button', { name: say(ar, 'advance_save_address') }).click()
    await page.getByText(say(ar, 'advance_err_line1_missing')).first().waitFor()
    await expectWcag(page)

    for (const path of [
      '/account/my-bookings',
      '/account/advance-information',
      '/account/whats-on',
      '/account/wellness',
      '/account/itinerary',
      '/account/faq',
      '/account/contact-us',
      '/account/account-settings',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('load')
      expect(await lang(page), path).toEqual(['ar', 'rtl'])
      await expectWcag(page)
    }

    await serviceWorkerControls(page)
    await read(page, '/account/whats-on')
    await context.setOffline(true)
    await page.reload()
    expect((await page.locator('.offline-banner').textContent())?.trim()).toMatch(
      /^أنت غير متصل\. هذا ما رأيته يوم \p{L}+، \d{1,2} \p{L}+ في الساعة \d\d:\d\d\.$/u,
    )
    await expectAccessible(page)
    await context.setOffline(false)
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
    await context.close()
  })
})
