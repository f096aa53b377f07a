// Helpers for worker tests: requests through the worker, a cookie jar, and the sandbox's
// control API (users, outbox, faults).
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import worker from '../../src/worker.ts'
import { forgetRemembered } from '../../src/integrations/content/cache.ts'

export const site = 'https://portal.test'
const sandboxUrl = env.SANDBOX_URL

/**
 * A client address of its own (a random /64 of the documentation prefix 2001:db8::/32), as Cloudflare
 * would put in CF-Connecting-IP. Every browser (jar) and every jar-less request gets one, so the per-address
 * limits (decision 034) see only the tests that set an address on purpose.
 */
export const freshAddress = () => {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint16Array(2))
  return `2001:db8:${a.toString(16)}:${b.toString(16)}::1`
}

/** Cookies as a browser would keep them between requests. */
export class CookieJar {
  /** The network address this browser's requests come from. */
  readonly address = freshAddress()
  readonly cookies = new Map<string, string>()
  readonly raw: string[] = []

  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      this.raw.push(line)
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = /max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  names(): string[] {
    return [...this.cookies.keys()]
  }
}

/**
 * One request through the worker, with the jar's cookies, keeping the cookies it sets. It calls the worker's own fetch
 * handler with this test runtime's bindings and an execution context of its own, as workerd would: its background work
 * (`waitUntil`) goes on after the answer, and the test pool waits for it after each test. Not through the pool's `exports.default`: there
 * each request cost more than the one before it (4 ms a kept page at first, 40 ms after 300 requests in one file).
 */
export function visit(path: string, init: RequestInit & { jar?: CookieJar } = {}): Promise<Response> {
  return visitIn(createExecutionContext(), path, init)
}

async function visitIn(ctx: ExecutionContext, path: string, init: RequestInit & { jar?: CookieJar }) {
  const { jar, ...rest } = init
  const headers = new Headers(rest.headers)
  if (jar?.cookies.size) headers.set('cookie', jar.header())
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', jar?.address ?? freshAddress())
  const response = await worker.fetch(
    new Request(new URL(path, site), { ...rest, headers, redirect: 'manual' }),
    env as never,
    ctx,
  )
  return jar ? jar.take(response) : response
}

/**
 * A visit whose every read and keep has happened when it resolves: the page read to its end (a streamed page reads
 * its content as it is written) and its background work (`waitUntil`, such as what it keeps in Workers KV) done. For a
 * visit that warms a cache before a fault: `visit` alone answers as soon as the head is written.
 */
export async function warm(path: string, init: RequestInit & { jar?: CookieJar } = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await visitIn(ctx, path, init)
  const body = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(body, response)
}

/** A same-origin form post, as the portal's own pages send it. */
export function post(
  path: string,
  fields: Record<string, string>,
  jar?: CookieJar,
  headers: Record<string, string> = {},
): Promise<Response> {
  return visit(path, {
    method: 'POST',
    jar,
    headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

/**
 * workerd closes a connection after 5 s idle; a request sent as it does is lost ("Network connection lost"). A test
 * that waits on the portal's retries leaves its connection idle about that long, and the clearFaults after it was lost
 * so, leaving the content service down for the next files. A request that changes nothing twice is sent again once.
 */
const sendsTwiceSafely = new Set(['GET', 'HEAD', 'PUT', 'DELETE'])

export async function sandbox<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const send = () =>
    fetch(`${sandboxUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    })
  const response = await send().catch((error: unknown) => {
    if (!sendsTwiceSafely.has((init.method ?? 'GET').toUpperCase())) throw error
    if (!(error instanceof Error && /Network connection lost/.test(error.message))) throw error
    return send()
  })
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`)
  return (response.headers.get('content-type') ?? '').includes('json')
    ? ((await response.json()) as T)
    : (undefined as T)
}

export interface TestGuest {
  readonly id: string
  readonly email: string
  readonly password: string
}

let counter = 0

/** A fresh guest of the test's own, so tests never share sign-in state. */
export async function createGuest(
  options: { password?: string | null; confirmed?: boolean; firstName?: string; contactId?: string | null } = {},
): Promise<TestGuest> {
  const email = `guest-${Date.now().toString(36)}-${++counter}-${Math.random().toString(36).slice(2, 6)}@example.com`
  const password = options.password === undefined ? 'Sunny-Days-2026' : options.password
  const { id } = await sandbox<{ id: string }>('/__sandbox/users', {
    method: 'POST',
    body: JSON.stringify({
      email,
      ...(password ? { password } : {}),
      confirmed: options.confirmed ?? true,
      profile: {
        first_name: options.firstName ?? 'Test',
        last_name: 'Guest',
        msd_contact_id: options.contactId ?? null,
        mindbody_client_id: null,
      },
    }),
  })
  return { id, email, password: password ?? '' }
}

export async function signIn(guest: TestGuest, jar = new CookieJar()): Promise<CookieJar> {
  const response = await post('/account/login/email', { email: guest.email, password: guest.password }, jar)
  if (response.status !== 303) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return jar
}

export interface OutboxMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly links: string[]
  /** The six-digit code the email carries. */
  readonly code: string | null
  readonly type: string
}

export async function latestEmail(to: string): Promise<OutboxMessage> {
  return sandbox<OutboxMessage>(`/__sandbox/outbox/latest?to=${encodeURIComponent(to)}`)
}

/** Injects a fault on an upstream path; returns a function that clears all faults. */
export async function fault(spec: {
  path: string
  query?: string
  skip?: number
  method?: string
  status?: number
  delayMs?: number
  malformed?: boolean
  times?: number
  retryAfter?: number
  body?: string
  headers?: Record<string, string>
}) {
  await sandbox('/__sandbox/faults', { method: 'POST', body: JSON.stringify(spec) })
  return () => sandbox('/__sandbox/faults', { method: 'DELETE' })
}

/** The booking system's opportunities answer with a Dataverse error and `status` (default 503). */
export function bookingsDown(status = 503) {
  return fault({
    path: '/dynamics/api/data/v9.2/opportunities',
    status,
    body: JSON.stringify({ error: { code: '0x80040216', message: 'down' } }),
  })
}

export async function clearFaults() {
  await sandbox('/__sandbox/faults', { method: 'DELETE' })
}

/** A GET through the sandbox (for following an emailed link to the auth service). */
export async function followSandboxLink(link: string): Promise<Response> {
  return fetch(link, { redirect: 'manual' })
}

export function pathOf(location: string | null): string {
  if (!location) return ''
  const url = new URL(location, site)
  return url.pathname + url.search
}

/** The seeded demo guests (sandbox/seed/demo-users.ts); their bookings are read-only in tests. */
export const demo = {
  olivia: { id: '', email: 'returning@example.com', password: 'Holiday-2026' },
  harry: { id: '', email: 'several@example.com', password: 'Holiday-2026' },
  grace: { id: '', email: 'midstay@example.com', password: 'Holiday-2026' },
  tom: { id: '', email: 'poststay@example.com', password: 'Holiday-2026' },
} satisfies Record<string, TestGuest>

/** A JSON POST to the API, as the portal's own pages would send it. */
export function api(path: string, body: unknown, jar?: CookieJar): Promise<Response> {
  return visit(path, {
    method: 'POST',
    jar,
    headers: { origin: site, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/**
 * A modal opened without script (decision 018): its page-fallback link, whose address starts
 * with `fallbackHref`, and the button that opens the dialog with a command.
 */
export const modalTrigger = (fallbackHref: string) =>
  new RegExp(
    `<a class="[^"]*modal-trigger__fallback" href="${fallbackHref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^"]*">.*?</a><button type="button" class="[^"]*modal-trigger__opener" aria-haspopup="dialog" commandfor="[^"]+" command="show-modal"`,
  )

/** A page's HTML with the entities React writes turned back into characters, so tests read the words guests read. */
export const pageText = async (response: Response) =>
  (await response.text()).replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"')

/** Empties the content cache in Workers KV, or only the keys `only` picks, and what the isolate keeps of it. */
export async function emptyContentCache(only: (key: string) => boolean = () => true): Promise<void> {
  forgetRemembered()
  for (const key of (await env.CONTENT_CACHE.list({ prefix: 'prismic:' })).keys)
    if (only(key.name)) await env.CONTENT_CACHE.delete(key.name)
}
