// Reminders by web push (issue 41, docs/reminders.md): a push shows the notification the server worded (its title,
// body, language and direction; its tag names the delivery, so a retried push replaces rather than adds), and a tap
// on it opens its page: an open portal window moves there and is focused, else a new one opens.
declare const self: ServiceWorkerGlobalScope

// A module (its own `self`), imported by sw.ts for its listeners.
export {}

/**
 * The push payload src/features/reminders/push.ts sends (its PushPayload: written again here, since the service
 * worker's build and type check take nothing of the server's modules).
 */
interface Payload {
  readonly title: string
  readonly body: string
  readonly path: string
  readonly tag: string
  readonly lang: string
  readonly dir: 'ltr' | 'rtl'
}

// Checked by hand rather than with valibot: it would add 4 KB to every page's service worker for six strings.
const isPayload = (json: unknown): json is Payload =>
  typeof json === 'object' &&
  json !== null &&
  ['title', 'body', 'path', 'tag', 'lang'].every((key) => typeof (json as Record<string, unknown>)[key] === 'string') &&
  ['ltr', 'rtl'].includes((json as Record<string, unknown>).dir as string)

/** The payload's page on the portal's own origin, or home when it names anything else. */
function pageOf(path: unknown): string {
  const home = new URL('/', self.location.origin).href
  if (typeof path !== 'string') return home
  const url = new URL(path, self.location.origin)
  return url.origin === self.location.origin ? url.href : home
}

async function show(data: PushMessageData | null) {
  let json: unknown
  try {
    json = data?.json()
  } catch {
    json = undefined
  }
  // A push must show a notification (browsers require it); one that cannot be read opens the portal.
  if (!isPayload(json)) return self.registration.showNotification(self.location.host, { data: { path: '/' } })
  const { title, body, path, tag, lang, dir } = json
  return self.registration.showNotification(title, { body, tag, lang, dir, data: { path } })
}

async function open(path: unknown) {
  const page = pageOf(path)
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const same = windows.find((client) => client.url === page)
  if (same) return same.focus()
  const portal = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (portal) return (await portal.navigate(page))?.focus() ?? portal.focus()
  return self.clients.openWindow(page)
}

self.addEventListener('push', (event) => event.waitUntil(show(event.data)))

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(open((event.notification.data as { path?: unknown } | null)?.path))
})
