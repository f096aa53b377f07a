// Offline copies and privacy (decision 031), and installing the portal (decision 030): nobody else
// who picks up the device sees a guest's copies; Chromium finds the portal installable.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  chromiumOptions,
  createGuest,
  demoGuest,
  openSession,
  portalUrl,
  signIn,
  signInAnywhere,
  useBrowser,
} from './support/browser.ts'
import { copyCaches, hasCopy, read, serviceWorkerControls } from './support/offline.ts'

const browser = useBrowser()
const grace = demoGuest('midstay@example.com')

describe('privacy', () => {
  it('leaves nothing personal after sign-out', async () => {
    const ariadne = await createGuest({ firstName: 'Ariadne' })
    const { page, context } = await openSession(browser(), { serviceWorker: true })
    await signIn(page, ariadne)
    await serviceWorkerControls(page)
    await read(page, '/account')
    expect(await page.textContent('body')).toContain('Ariadne')

    await page.goto('/account/goodbye')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL('**/account/goodbye')
    await expect.poll(() => copyCaches(page)).toEqual([])

    await context.setOffline(true)
    await page.goto('/account').catch(() => undefined) // the browser's own error page, or ours
    expect(await page.textContent('body').catch(() => '')).not.toContain('Ariadne')
    await context.close()
  })

  it("never shows one guest's copies to the next guest who signs in on the same browser", async () => {
    const ariadne = await createGuest({ firstName: 'Ariadne' })
    const bartholomew = await createGuest({ firstName: 'Bartholomew' })
    const { page, context } = await openSession(browser(), { serviceWorker: true })
    await signIn(page, ariadne)
    await serviceWorkerControls(page)
    await read(page, '/account')
    await read(page, '/account/contact-us')
    const first = await copyCaches(page)
    expect(first).toHaveLength(1)

    // Her session ends without a sign-out (the cookies go); the next guest signs in.
    await context.clearCookies()
    await signInAnywhere(page, bartholomew)
    await read(page, '/account')
    const second = await copyCaches(page)
    expect(second).toHaveLength(1)
    expect(second).not.toEqual(first)

    await context.setOffline(true)
    await page.reload()
    expect(await page.textContent('body')).toContain('Bartholomew')
    expect(await page.textContent('body')).not.toContain('Ariadne')
    await page.goto('/account/contact-us')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("You're offline")
    expect(await hasCopy(page, '/account/contact-us')).toBe(false)
    await context.close()
  })
})

describe('installable', () => {
  it('has a valid manifest with reachable icons, and Chromium finds the portal installable', async () => {
    // A profile on disk: Chromium never offers to install from an incognito one (every other test's).
    const profile = await mkdtemp(join(tmpdir(), 'gp-install-'))
    const context = await chromium.launchPersistentContext(profile, { ...chromiumOptions, baseURL: portalUrl() })
    const page = context.pages()[0] ?? (await context.newPage())
    await signIn(page, grace)
    await serviceWorkerControls(page)
    const cdp = await context.newCDPSession(page)
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string }
    expect(manifest.errors).toEqual([])
    const data = JSON.parse(manifest.data ?? '{}') as { icons: { src: string; sizes: string }[] }
    for (const icon of data.icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image()
        image.src = src
        await image.decode()
        return `${image.naturalWidth}x${image.naturalHeight}`
      }, icon.src)
      expect(size).toBe(icon.sizes)
    }
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors).toEqual([])
    await context.close()
    await rm(profile, { recursive: true, force: true })
  })
})
