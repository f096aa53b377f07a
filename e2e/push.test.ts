// Web push in the browser (issue 41): a guest turns notifications on for this device from account settings with a
// tap, which alone loads the push code; the settings then say push is on here, pass the WCAG checks, and the service
// worker shows a push as the notification the server worded.
//
// Headless Chromium has no push service of its own (its PushManager.subscribe fails), so the page's
// PushManager.subscribe answers a subscription the sandbox's push service made, with real device keys, as issue 41
// allows. Everything after that is real: the permission, the island, the post to the portal, the service worker. The
// delivery itself (VAPID, aes128gcm, the push service's answers) is proven in test/routes/push-device.test.ts: the
// portal under `wrangler dev` cannot reach the sandbox's https endpoint here. The push event is delivered to the
// service worker through Chromium's DevTools protocol, as a push service would deliver it.
import { describe, expect, it } from 'vitest'
import { sandboxVapid } from '../sandbox/push/keys.ts'
import {
  createGuest,
  expectAccessible,
  openSession,
  portalUrl,
  sandboxUrl,
  signIn,
  useBrowser,
} from './support/browser.ts'

const browser = useBrowser()

/** A subscription from the sandbox's push service for the portal's VAPID key. */
async function sandboxSubscription() {
  const response = await fetch(`${sandboxUrl()}/__sandbox/push/subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey: sandboxVapid.publicKey }),
  })
  if (!response.ok) throw new Error(`sandbox subscription: ${response.status}`)
  return (await response.json()) as { endpoint: string; keys: { p256dh: string; auth: string } }
}

describe('push on this device', () => {
  it('turns on with a tap that alone loads its code; the service worker shows a push in the guest’s language', async () => {
    const guest = await createGuest()
    const { page, problems, context } = await openSession(browser())
    await context.grantPermissions(['notifications'], { origin: portalUrl() })
    const subscription = await sandboxSubscription()
    await context.addInitScript((made) => {
      let current: object | null = null
      const made2 = {
        endpoint: made.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        toJSON: () => made,
        unsubscribe: async () => {
          current = null
          return true
        },
      }
      PushManager.prototype.subscribe = async () => {
        current = made2
        return made2 as unknown as PushSubscription
      }
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null
    }, subscription)
    // The push code is a chunk of its own (a hashed name): known by what it does, asking the browser's permission.
    const pushCode: string[] = []
    page.on('response', async (response) => {
      if (!/\/_build\/[^/]+\.js$/.test(response.url())) return
      if ((await response.text().catch(() => '')).includes('requestPermission')) pushCode.push(response.url())
    })
    await signIn(page, guest)
    await page.goto('/account/account-settings#reminders')
    const turnOn = page.getByRole('button', { name: 'Turn on notifications on this device' })
    await expect.poll(() => turnOn.isVisible()).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(pushCode).toEqual([])
    expect(await page.getByText('Add to Home Screen').count()).toBe(1)
    await turnOn.click()
    await page.waitForURL('**/account/account-settings?push=on#reminders')
    await expect.poll(() => pushCode.length).toBe(1)
    expect(
      await page.getByRole('status').filter({ hasText: 'Notifications are now on for this device.' }).count(),
    ).toBe(1)
    expect(await page.getByRole('button', { name: 'Turn off notifications on this device' }).count()).toBe(1)
    await expectAccessible(page)

    // A push as the push service hands it to the browser: the service worker shows it as worded.
    const cdp = await context.newCDPSession(page)
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(portalUrl()) && !r.isDeleted)
        if (ours) resolve(ours.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const payload = {
      title: 'معلومات مسبقة لإقامتك',
      body: 'ما زال عليك إكمال: تفاصيل الرحلة.',
      path: '/account/advance-information/flight',
      tag: crypto.randomUUID(),
      lang: 'ar',
      dir: 'rtl',
    }
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(portalUrl()).origin,
      registrationId: await registration,
      data: JSON.stringify(payload),
    })
    const shown = () =>
      page.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready
        return (await ready.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          lang: n.lang,
          dir: n.dir,
          tag: n.tag,
          data: n.data as unknown,
        }))
      })
    await expect.poll(shown).toEqual([
      {
        title: payload.title,
        body: payload.body,
        lang: 'ar',
        dir: 'rtl',
        tag: payload.tag,
        data: { path: '/account/advance-information/flight' },
      },
    ])
    expect(problems).toEqual([])
    await context.close()
  })
})
