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
  // BENCH_LANG=de: the session reads the portal in that language, as the picker's cookie asks (decision 045).
  if (process.env.BENCH_LANG) cookies.set('gp_lang', process.env.BENCH_LANG)
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
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal.origin },
      body: new URLSearchParams({ email, password: demoPassword }),
    }),
  )
  // Let the portal select the booking (sets the booking cookie).
  keep(await fetch(new URL('/account', portal), { headers: { cookie: header() }, redirect: 'manual' }))

  /** Chooses one of several bookings, as select-booking's form does. */
  async function choose(opportunityId: string): Promise<void> {
    keep(
      await fetch(new URL('/account/select-booking', portal), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: header(), 'content-type': 'application/x-www-form-urlencoded', origin: portal.origin },
        body: new URLSearchParams({ opportunityId }),
      }),
    )
  }

  /** The session's cookies, to hand to a browser. */
  const cookieList = () => [...cookies].map(([name, value]) => ({ name, value }))
  // The session's cookies as they are at each call (choose() changes them).
  const time = (path: string) => timer(portal, header())(path)
  return { time, cookie: header, choose, cookieList }
}

/** Times GETs on a portal with a session's cookies: to the first body byte and to the end. */
export function timer(portal: URL, cookie: string) {
  return async function time(path: string): Promise<PageTiming> {
    const started = performance.now()
    // The local runtime compresses and so buffers HTML for clients that accept gzip
    // (production Workers stream either way): ask for identity to see the stream.
    const response = await fetch(new URL(path, portal), {
      headers: { cookie, 'accept-encoding': 'identity' },
      redirect: 'manual',
    })
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
    return {
      first,
      end: performance.now() - started,
      status: response.status,
      bytes: new TextEncoder().encode(html).length,
      html,
    }
  }
}

/** Sets a delay fault on each path (the sandbox's control API). */
export async function delay(sandboxUrl: string, paths: readonly string[], delayMs: number): Promise<void> {
  for (const path of paths)
    await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'POST', body: JSON.stringify({ path, delayMs }) })
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
  const portal = await runWorker(
    { scriptPath },
    { SITE_URL: site, MARKETING_SITE_URL: 'https://www.example-resort.com', ...portalVarsFor(sandbox.url) },
  )
  return { sandbox, portal, stop: async () => Promise.all([portal.stop(), sandbox.stop()]) }
}

/**
 * The built portal in workerd against the replay stub (bench/replay.ts): the sandbox answers
 * once through a recording proxy while `paths` are visited signed in as `email`; then a second
 * portal runs against the recorded answers, at once or `delayMs` late. Answers that portal, the
 * session's cookies and the workerd process id of the portal (for CPU figures).
 */
export async function portalOnReplay(
  email: string,
  paths: readonly string[],
  delayMs = 0,
  options: { inspectorPort?: number } = {},
) {
  const { startSandbox } = await import('../sandbox/serve.ts')
  const { portalVarsFor } = await import('../sandbox/vars.ts')
  const { buildWorker, runWorker } = await import('./worker.ts')
  const { recordingProxy, replayStub } = await import('./replay.ts')
  const { withPid } = await import('./cpu.ts')
  const scriptPath = buildWorker()
  const site = 'http://localhost'
  const fixed = { SITE_URL: site, MARKETING_SITE_URL: 'https://www.example-resort.com' }
  const sandbox = await startSandbox({ siteUrl: site })
  const proxy = await recordingProxy(sandbox.url)
  const recorder = await runWorker({ scriptPath }, { ...fixed, ...portalVarsFor(proxy.url) })
  const session = await signedIn(recorder.url, email)
  // Twice: the second visit is the one with the selection saved (the streamed path).
  for (const path of [...paths, ...paths]) await session.time(path)
  await recorder.stop()
  await proxy.stop()
  await sandbox.stop()
  // Replayed answers carry no monitoring intake: a miss must show, not be reported upstream.
  const stub = await replayStub(proxy.answers, delayMs)
  const vars = { ...fixed, ...portalVarsFor(stub.url) }
  delete (vars as Record<string, string>).MONITORING_INTAKE_URL
  const portal = await withPid(() => runWorker({ scriptPath }, vars, options))
  const cookie = session.cookie()
  return {
    portal,
    stub,
    /** The portal's vars against the stub: another build of the portal runs on them too (bench/ab.ts). */
    vars,
    cookie,
    time: timer(portal.url, cookie) as (path: string) => Promise<PageTiming>,
    stop: async () => Promise.all([portal.stop(), stub.stop()]),
  }
}
