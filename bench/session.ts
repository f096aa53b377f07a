// A signed-in browser session for the benchmarks: sign in through the real form, keep cookies,
// and time pages to their first body byte and to their end.
import { demoPassword } from '../sandbox/seed/demo-users.ts'

export interface PageTiming {
  readonly first: number
  readonly end: number
  readonly status: number
  readonly bytes: number
  readonly html: string
}

export async function signedIn(portal: URL, email: string) {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    return response
  }
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  keep(
    await fetch(new URL('/account/login/email', portal), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'origin': portal.origin },
      body: new URLSearchParams({ email, password: demoPassword }),
    }),
  )
  // Let the portal select the booking (sets the booking cookie).
  keep(await fetch(new URL('/account', portal), { headers: { cookie: header() }, redirect: 'manual' }))

  /** One GET: time to the first body byte and to the end. */
  async function time(path: string): Promise<PageTiming> {
    const started = performance.now()
    // The local runtime compresses and so buffers HTML for clients that accept gzip
    // (production Workers stream either way): ask for identity to see the stream.
    const response = await fetch(new URL(path, portal), { headers: { 'cookie': header(), 'accept-encoding': 'identity' }, redirect: 'manual' })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let first = 0
    let html = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (!first) first = performance.now() - started
      if (done) break
      html += decoder.decode(value, { stream: true })
    }
    return { first, end: performance.now() - started, status: response.status, bytes: new TextEncoder().encode(html).length, html }
  }
  /** Chooses one of several bookings, as select-booking's form does. */
  async function choose(opportunityId: string): Promise<void> {
    keep(
      await fetch(new URL('/account/select-booking', portal), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'cookie': header(), 'content-type': 'application/x-www-form-urlencoded', 'origin': portal.origin },
        body: new URLSearchParams({ opportunityId }),
      }),
    )
  }

  /** The session's cookies, to hand to a browser. */
  const cookieList = () => [...cookies].map(([name, value]) => ({ name, value }))
  return { time, choose, cookieList }
}

/** Sets a delay fault on each path (the sandbox's control API). */
export async function delay(sandboxUrl: string, paths: readonly string[], delayMs: number): Promise<void> {
  for (const path of paths) await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'POST', body: JSON.stringify({ path, delayMs }) })
}

export async function clearDelays(sandboxUrl: string): Promise<void> {
  await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'DELETE' })
}

/** The built portal in workerd against a fresh sandbox: what the page benchmarks measure. */
export async function portalOnSandbox() {
  const { startSandbox } = await import('../sandbox/serve.ts')
  const { portalVarsFor } = await import('../sandbox/vars.ts')
  const { buildWorker, runWorker } = await import('./worker.ts')
  const scriptPath = buildWorker()
  const site = 'http://localhost'
  const sandbox = await startSandbox({ siteUrl: site })
  const portal = await runWorker({ scriptPath }, { SITE_URL: site, MARKETING_SITE_URL: 'https://www.example-resort.com', ...portalVarsFor(sandbox.url) })
  return { sandbox, portal, stop: async () => Promise.all([portal.stop(), sandbox.stop()]) }
}
