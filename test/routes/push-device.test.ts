// Web push on a device (issue 41): the settings' island posts the subscription the browser made (here the sandbox's
// push service makes it, with real device keys), the portal keeps it for the guest and remembers this device; turning
// it off or signing out of the device removes it; a reminder then goes by push, VAPID-signed and aes128gcm-encrypted,
// and the push service decrypts it to the words and page sent; a subscription its push service says is gone (410) is
// deleted and the email goes instead.
import { describe, expect, it } from 'vitest'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { api, createGuest, pageText, post, signIn, visit, type CookieJar } from './support.ts'
import { bindings, deliver, deliveryRow, emailsTo, queuedReminder, store, zoneAtHour } from './reminders-support.ts'
import {
  pushInbox,
  routePushOriginToSandbox,
  sandboxSubscription,
  unsubscribeAtPushService,
  type SandboxSubscription,
} from './push-support.ts'

routePushOriginToSandbox()

const settingsPage = '/account/account-settings'
const daytime = { RESORT_TIME_ZONE: zoneAtHour(12) }

/** What the island posts when the guest taps "Turn on notifications on this device". */
const turnOn = (subscription: SandboxSubscription, jar: CookieJar, timeZone = 'Europe/Berlin') =>
  api('/account/account-settings/push', { subscription, timeZone }, jar)

describe('turning push on for this device', () => {
  it('saves the browser’s subscription for the guest, and the settings then say push is on here', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    const before = await pageText(await visit(settingsPage, { jar }))
    expect(before).toContain('Turn on notifications on this device')
    expect(before).toContain('Turning on notifications needs JavaScript')
    expect(before).toContain('Add to Home Screen')
    expect(before).not.toContain('action="/account/account-settings/push/remove"')
    const subscription = await sandboxSubscription()
    const saved = await turnOn(subscription, jar, 'Asia/Tokyo')
    expect(saved.status).toBe(201)
    const devices = await store().devices(guest.id)
    expect(devices).toEqual([
      expect.objectContaining({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        time_zone: 'Asia/Tokyo',
      }),
    ])
    expect(jar.cookies.get('gp_push_device')).toBe(devices[0]?.id)
    const after = await pageText(await visit(`${settingsPage}?push=on`, { jar }))
    expect(after).toContain('Notifications are now on for this device.')
    expect(after).toContain('Notifications are on for this device.')
    expect(after).toContain('action="/account/account-settings/push/remove"')
    expect(after).toContain('Devices with push notifications on: 1.')
  })

  it('refuses a subscription that is not one (plain http, short keys, an unknown time zone) and saves nothing', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    const good = await sandboxSubscription()
    const bad = [
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(10) } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } },
    ]
    for (const subscription of bad) expect((await turnOn(subscription, jar)).status).toBe(400)
    expect((await turnOn(good, jar, 'Mars/Olympus_Mons')).status).toBe(400)
    expect((await api('/account/account-settings/push', 'not json', jar)).status).toBe(400)
    expect(await store().devices(guest.id)).toEqual([])
  })

  it('is a signed-in guest’s only', async () => {
    const response = await api('/account/account-settings/push', { subscription: await sandboxSubscription() })
    expect(response.headers.get('location')).toMatch(/^\/account\/login/)
  })
})

describe('turning push off', () => {
  it('on this device, with a plain form: the subscription is removed and the settings say so', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    await turnOn(await sandboxSubscription(), jar)
    const off = await post('/account/account-settings/push/remove', {}, jar)
    expect(off.status).toBe(303)
    expect(off.headers.get('location')).toBe('/account/account-settings?push=off#reminders')
    expect(await store().devices(guest.id)).toEqual([])
    expect(jar.cookies.has('gp_push_device')).toBe(false)
    expect(await pageText(await visit(`${settingsPage}?push=off`, { jar }))).toContain(
      'Notifications are now off for this device.',
    )
  })

  it('by signing out of the device, and only that device’s', async () => {
    const guest = await createGuest()
    const phone = await signIn(guest)
    const laptop = await signIn(guest)
    await turnOn(await sandboxSubscription(), phone)
    const kept = await sandboxSubscription()
    await turnOn(kept, laptop)
    expect(await store().devices(guest.id)).toHaveLength(2)
    const out = await post('/account/goodbye', {}, phone)
    expect(out.status).toBe(303)
    expect(phone.cookies.has('gp_push_device')).toBe(false)
    expect((await store().devices(guest.id)).map((d) => d.endpoint)).toEqual([kept.endpoint])
  })

  it('never removes another guest’s device, whatever this device’s cookie says', async () => {
    const owner = await createGuest()
    const ownerJar = await signIn(owner)
    await turnOn(await sandboxSubscription(), ownerJar)
    const other = await signIn(await createGuest())
    other.cookies.set('gp_push_device', ownerJar.cookies.get('gp_push_device')!)
    await post('/account/account-settings/push/remove', {}, other)
    await post('/account/goodbye', {}, other)
    expect(await store().devices(owner.id)).toHaveLength(1)
  })
})

describe('a reminder by push', () => {
  it('reaches the device: the push service verifies VAPID, decrypts it to the words, page and language sent', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    const subscription = await sandboxSubscription()
    await turnOn(subscription, jar, zoneAtHour(12))
    const body = await queuedReminder(guest.id, {
      locale: 'ar',
      title: 'معلومات مسبقة لإقامتك',
      lines: ['ما زال عليك إكمال: تفاصيل الرحلة.'],
      path: '/account/advance-information/flight',
    })
    const result = await deliver([body], daytime)
    expect(result.explicitAcks).toEqual(['m0'])
    const [message, ...more] = await pushInbox(subscription.endpoint)
    expect(more).toEqual([])
    expect(JSON.parse(message!.text)).toEqual({
      title: 'معلومات مسبقة لإقامتك',
      body: 'ما زال عليك إكمال: تفاصيل الرحلة.',
      path: '/account/advance-information/flight',
      tag: body.deliveryId,
      lang: 'ar',
      dir: 'rtl',
    })
    expect(message).toMatchObject({ ttl: 86_400, urgency: 'normal', topic: body.deliveryId.replaceAll('-', '') })
    expect(await deliveryRow(body.deliveryId)).toMatchObject({ state: 'sent', channel: 'push' })
    expect(await emailsTo(guest.email)).toEqual([])
  })

  it('deletes a subscription its push service says is gone (410) and emails the reminder instead', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    const subscription = await sandboxSubscription()
    await turnOn(subscription, jar, zoneAtHour(12))
    expect((await unsubscribeAtPushService(subscription.endpoint)).status).toBe(204)
    const body = await queuedReminder(guest.id)
    await deliver([body], daytime)
    expect(await store().devices(guest.id)).toEqual([])
    expect(await pushInbox(subscription.endpoint)).toEqual([])
    expect(await emailsTo(guest.email)).toHaveLength(1)
    expect(await deliveryRow(body.deliveryId)).toMatchObject({ state: 'sent', channel: 'email' })
  })

  it('is not sent by a portal whose VAPID key is not the one the device subscribed with', async () => {
    expectConsoleErrors(/"where":"jobs.reminders.send"/)
    const guest = await createGuest()
    const subscription = await sandboxSubscription()
    await store().addDevice(guest.id, { ...subscription.keys, endpoint: subscription.endpoint, timeZone: undefined })
    const other = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
    ])) as CryptoKeyPair
    const raw = new Uint8Array((await crypto.subtle.exportKey('raw', other.publicKey)) as ArrayBuffer)
    const publicKey = btoa(String.fromCharCode(...raw))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    const { d } = (await crypto.subtle.exportKey('jwk', other.privateKey)) as JsonWebKey
    const body = await queuedReminder(guest.id)
    const result = await deliver([body], { ...daytime, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: d })
    // 403 from the push service: neither sent nor gone, so the queue tries again later.
    expect(result.retryMessages).toEqual([{ msgId: 'm0' }])
    expect(await pushInbox(subscription.endpoint)).toEqual([])
    expect(bindings.VAPID_PUBLIC_KEY).not.toBe(publicKey)
  })
})
