// Turning push on for this device (issue 41), without React: the loader (hydrate.ts) imports this only when the
// guest taps the settings' button, never before. It asks the browser's permission, subscribes with the portal's VAPID
// public key through the service worker, and posts the subscription and the device's time zone to the portal, which
// keeps it and remembers this device; the settings page then says push is on here.
/**
 * What the island needs on a tap, as the settings' part writes it (src/features/reminders/PushDevicePart.tsx): the
 * VAPID public key and its sentences.
 */
export interface PushIslandSetup {
  readonly key: string
  readonly working: string
  readonly denied: string
  readonly unsupported: string
  readonly failed: string
}

let busy = false

/** base64url (the VAPID key as the page carries it) to the bytes `applicationServerKey` takes. */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

async function subscription(key: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready
  const existing = await registration.pushManager.getSubscription()
  const wanted = bytesOf(key)
  const kept = existing?.options.applicationServerKey
  // A subscription made for another key (the portal's VAPID pair changed) cannot be sent to: make a new one.
  if (existing && kept && new Uint8Array(kept).every((byte, i) => byte === wanted[i])) return existing
  await existing?.unsubscribe()
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted })
}

/** The button's tap: permission, subscription, saved; each failure said in the status line beside it. */
export async function turnOn(button: HTMLButtonElement): Promise<void> {
  if (busy) return
  const setup = JSON.parse(button.dataset.pushOn ?? '{}') as PushIslandSetup
  const status = button.parentElement?.querySelector<HTMLElement>('[data-push-status]')
  const say = (text: string) => {
    if (status) status.textContent = text
  }
  if (!('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window))
    return say(setup.unsupported)
  busy = true
  button.disabled = true
  say(setup.working)
  try {
    if ((await Notification.requestPermission()) !== 'granted') return say(setup.denied)
    const json = (await subscription(setup.key)).toJSON()
    const saved = await fetch('/account/account-settings/push', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscription: json, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    })
    if (!saved.ok) return say(setup.failed)
    location.assign('/account/account-settings?push=on#reminders')
  } catch {
    say(setup.failed)
  } finally {
    busy = false
    button.disabled = false
  }
}
