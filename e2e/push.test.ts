// Web push in the browser (issue 41): a guest turns notifications on for this device from account settings with a
// tap, which alone loads the push code; the settings then say push is on here and pass the WCAG checks; the hourly
// run finds a reminder due, the queue's consumer pushes it to the device's push service, which decrypts it, and the
// service worker shows it as the notification the server worded.
//
// Headless Chromium has no push service of its own (its PushManager.subscribe fails), so the page's
// PushManager.subscribe answers a subscription the sandbox's push service made, with real device keys and an https
// endpoint the portal reaches (e2e/support/push-tls.ts), as issue 41 allows. Everything else is real: the permission,
// the island, the post to the portal, the Cron Trigger and the queue in the built portal (workerd), VAPID and aes128gcm at the
// push service, the service worker. Chromium's DevTools protocol hands the push service's message to the service
// worker, as the browser's own push connection would.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sandboxVapid } from '../sandbox/push/keys.ts'
import {
  createGuest,
  expectAccessible,
  openSession,
  portalUrl,
  pushOrigin,
  sandboxUrl,
  signIn,
  useBrowser,
} from './support/browser.ts'

// Full Chromium: the headless shell the other journeys drive shows no notifications.
const browser = useBrowser('full')

interface Subscription {
  readonly endpoint: string
  readonly keys: { readonly p256dh: string; readonly auth: string }
}

/** A subscription from the sandbox's push service for the portal's VAPID key, reachable over TLS. */
async function sandboxSubscription(): Promise<Subscription> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/push/subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey: sandboxVapid.publicKey, origin: pushOrigin() }),
  })
  if (!response.ok) throw new Error(`sandbox subscription: ${response.status}`)
  return (await response.json()) as Subscription
}

/** The page's PushManager answers `made` (headless Chromium has no push service). */
async function subscribeAnswers(context: BrowserContext, made: Subscription): Promise<void> {
  await context.addInitScript((subscription) => {
    let current: object | null = null
    const answer = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => subscription,
      unsubscribe: async () => {
        current = null
        return true
      },
    }
    PushManager.prototype.subscribe = async () => {
      current = answer
      return answer as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null
  }, made)
}

/** An IANA zone (Etc/GMT±n) whose clock reads about noon now: the guest's day, whenever the test runs. */
function zoneAtNoon(): string {
  let offset = 12 - new Date().getUTCHours()
  if (offset > 12) offset -= 24
  if (offset < -12) offset += 24
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
}

/** Signs in, opens the settings and taps "Turn on notifications on this device"; answers the push code's requests. */
async function turnPushOn(page: Page, guest: { email: string; password: string }): Promise<string[]> {
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
  await turnOn.click()
  await page.waitForURL('**/account/account-settings?push=on#reminders')
  await expect.poll(() => pushCode.length).toBe(1)
  return pushCode
}

/**
 * Hands `data` to the page's service worker as a push, as the browser's push connection would, until it shows a
 * notification: a push that reaches a worker still starting is lost, and a second one with the same tag replaces the
 * first rather than adding to it.
 */
async function deliverToServiceWorker(context: BrowserContext, page: Page, data: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(portalUrl()) && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registration
  await expect
    .poll(async () => {
      if ((await shown(page)).length > 0) return true
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(portalUrl()).origin, registrationId, data })
      return false
    })
    .toBe(true)
}

/**
 * Taps the first notification shown: a browser driven by tests has no notification to click, so the click event the
 * browser would fire is dispatched in the service worker.
 */
async function tapNotification(context: BrowserContext): Promise<void> {
  const worker =
    context.serviceWorkers().find((sw) => sw.url().startsWith(portalUrl())) ??
    (await context.waitForEvent('serviceworker'))
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      dispatchEvent: (event: Event) => boolean
    }
    const [notification] = await scope.registration.getNotifications()
    if (!notification) throw new Error('No notification to tap')
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  })
}

/** The notifications the service worker shows. */
const shown = (page: Page) =>
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

describe('push on this device', () => {
  it('turns on with a tap that alone loads its code; the settings say so and pass the WCAG checks', async () => {
    const guest = await createGuest()
    const { page, problems, context } = await openSession(browser(), { serviceWorker: true })
    await context.grantPermissions(['notifications'], { origin: portalUrl() })
    await subscribeAnswers(context, await sandboxSubscription())
    await turnPushOn(page, guest)
    expect(await page.getByText('Add to Home Screen').count()).toBe(0) // on here: no more how-to
    expect(
      await page.getByRole('status').filter({ hasText: 'Notifications are now on for this device.' }).count(),
    ).toBe(1)
    expect(await page.getByRole('button', { name: 'Turn off notifications on this device' }).count()).toBe(1)
    await expectAccessible(page)
    // The service worker shows a push in the guest's language and direction, with its tag and page.
    const payload = {
      title: 'معلومات مسبقة لإقامتك',
      body: 'ما زال عليك إكمال: تفاصيل الرحلة.',
      path: '/account/advance-information/flight',
      tag: crypto.randomUUID(),
      lang: 'ar',
      dir: 'rtl',
    }
    await deliverToServiceWorker(context, page, JSON.stringify(payload))
    await expect
      .poll(() => shown(page))
      .toEqual([
        {
          title: payload.title,
          body: payload.body,
          lang: 'ar',
          dir: 'rtl',
          tag: payload.tag,
          data: { path: payload.path },
        },
      ])
    expect(problems).toEqual([])
    await context.close()
  })

  it('brings the reminders the hourly run finds due: pushed, decrypted by the push service, shown by the service worker, a tap opening its page', async () => {
    const booking = await fetch(`${sandboxUrl()}/__sandbox/bookings`, {
      method: 'POST',
      body: JSON.stringify({ arrivalInDays: 21, nights: 7, party: [{ first: 'Rosa', last: 'Lind', age: 41 }] }),
    })
    const { leadContactId } = (await booking.json()) as { leadContactId: string }
    const guest = await createGuest({ contactId: leadContactId, firstName: 'Rosa' })
    // The device's clock at noon: the consumer sends during the guest's day, on the zone the device gave.
    const { page, problems, context } = await openSession(browser(), { serviceWorker: true, timezoneId: zoneAtNoon() })
    await context.grantPermissions(['notifications'], { origin: portalUrl() })
    const subscription = await sandboxSubscription()
    await subscribeAnswers(context, subscription)
    await turnPushOn(page, guest)
    // Three weeks before arrival begins today, with advance information open and that timing's "what to arrange when"
    // items: the hourly run queues one message of each kind.
    const run = await fetch(`${portalUrl()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('0 * * * *')}`)
    expect(run.status).toBe(200)
    const inbox = async () => {
      const answer = await fetch(
        `${sandboxUrl()}/__sandbox/push/inbox?endpoint=${encodeURIComponent(subscription.endpoint)}`,
      )
      const { messages } = (await answer.json()) as { messages: { text: string }[] }
      return messages.map((message) => ({
        text: message.text,
        payload: JSON.parse(message.text) as { title: string; path: string; lang: string; dir: string },
      }))
    }
    // The run queues every linked guest's reminders in the shared sandbox (in a full run, every earlier test's guest
    // too), and the consumer works through them ten at a time: this guest's may come last, and one before the other.
    const queuedAt = Date.now()
    await expect.poll(async () => (await inbox()).length, { timeout: 180_000, interval: 1000 }).toBe(2)
    console.info(`push: in the push service's inbox ${Date.now() - queuedAt} ms after the hourly run`)
    await new Promise((resolve) => setTimeout(resolve, 2000)) // nothing more comes: one message per kind
    const messages = await inbox()
    expect(messages.map(({ payload }) => payload.title).sort()).toEqual([
      'Advance information for your stay',
      'What to arrange now',
    ])
    const message = messages.find(({ payload }) => payload.title === 'Advance information for your stay')
    expect(message?.payload).toMatchObject({ lang: 'en-GB', dir: 'ltr' })
    expect(message?.payload.path).toMatch(/^\/account\/advance-information/)
    await deliverToServiceWorker(context, page, message!.text)
    await expect
      .poll(async () => (await shown(page)).map((n) => n.title))
      .toEqual(['Advance information for your stay'])
    // A tap on it (the service worker's notificationclick, dispatched where the browser would): the notification
    // closes and the open portal window moves to the reminder's page.
    await tapNotification(context)
    await page.waitForURL((url) => url.pathname === '/account/advance-information')
    await expect.poll(async () => (await shown(page)).length).toBe(0)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  }, 300_000)
})
