// The soak (issue 18, part 1; README.md beside this file): the built portal in workerd against the
// sandbox, signed-in guests walking pages and saving forms on many connections, while each upstream
// in turn fails in each way the sandbox can fail. Answers what it saw and what the checks found.
import { startSandbox } from '../../sandbox/serve.ts'
import { portalVarsFor } from '../../sandbox/vars.ts'
import { demoPassword } from '../../sandbox/seed/demo-users.ts'
import { freePort } from '../../scripts/portal-server.ts'
import { limits } from '../../src/domain/limits.ts'
import { cpuSeconds, withPid } from '../cpu.ts'
import { buildWorker, runWorker } from '../worker.ts'
import { bareAnswers, unreportedErrors, writeProblems, type DynamicsWrite, type VisitWrite } from './checks.ts'
import { driveFaults, faultPlan } from './faults.ts'
import { pageFigures } from './figures.ts'
import { readMemory } from './memory.ts'
import { Recorder, type SaveKind, type SaveOutcome } from './records.ts'
import { saves, type SaveContext } from './saves.ts'
import { GuestSession } from './session.ts'
import { stayOf } from './stays.ts'

export interface SoakOptions {
  readonly seconds: number
  readonly connections: number
  readonly plan: 'full' | 'short'
  /** Build the islands even when a build is there (the command line does; the test uses `npm test`'s). */
  readonly islands?: 'always' | 'if-missing'
}

/** The demo guests with a password; sessions take them in turn, so each has several. */
const guests = ['returning@example.com', 'several@example.com', 'midstay@example.com', 'poststay@example.com']

const pages = [
  ['home', '/account'],
  ['my bookings', '/account/my-bookings'],
  ['advance information', '/account/advance-information'],
  ['wellness', '/account/wellness'],
  ['itinerary', '/account/itinerary'],
  ['faq', '/account/faq'],
] as const

async function visit(s: GuestSession, page: string, path: string) {
  const answer = await s.request(page, path)
  // The FAQ landing sends the guest on to its first category (SPEC §2).
  if (answer.status === 302 && answer.location?.startsWith('/account/faq/'))
    await s.request('faq category', answer.location)
}

/** A walk that alternates a page and a save. */
function walk(ctx: SaveContext): ((s: GuestSession) => Promise<void>)[] {
  const saveSteps = Object.values(saves).map((save) => (s: GuestSession) => save(s, ctx))
  const pageSteps = pages.map(
    ([page, path]) =>
      (s: GuestSession) =>
        visit(s, page, path),
  )
  return saveSteps.flatMap((save, i) => [pageSteps[i % pageSteps.length]!, save])
}

/** The rate limits of src/domain/limits.ts, live in the soak's portal: its guests each come from their own address. */
const ratelimits = Object.fromEntries(
  Object.values(limits).map((row, i) => [
    row.binding,
    { namespace_id: String(9001 + i), simple: { limit: row.limit, period: row.period } },
  ]),
)

export async function soak(options: SoakOptions) {
  const { seconds, connections } = options
  const plan = faultPlan(options.plan, seconds)
  const scriptPath = buildWorker({ islands: options.islands ?? 'always' })
  const site = 'http://localhost'
  const sandbox = await withPid(() => startSandbox({ siteUrl: site }))
  const inspectorPort = await freePort()
  const portal = await withPid(() =>
    runWorker(
      { scriptPath },
      { SITE_URL: site, MARKETING_SITE_URL: 'https://www.example-resort.com', ...portalVarsFor(sandbox.url) },
      { inspectorPort, ratelimits },
    ),
  )
  const control = async <T>(path: string) => (await (await fetch(`${sandbox.url}/__sandbox${path}`)).json()) as T
  try {
    const recorder = new Recorder()
    const sessions = Array.from(
      { length: connections },
      (_, i) => new GuestSession(i, guests[i % guests.length]!, demoPassword, portal.url, recorder),
    )
    // Signed in one after another (as guests do), then one walk over the pages to warm the isolate.
    for (const s of sessions) await s.signIn(Math.floor(s.index / guests.length))
    for (const s of sessions) for (const [page, path] of pages) await visit(s, `${page} (setup)`, path)
    const start = await readMemory(inspectorPort, portal.pid)

    // Where the machine's time goes during the run: the portal, the sandbox standing in for four services, the load.
    const cpu = () => ({ portal: cpuSeconds(portal.pid), sandbox: cpuSeconds(sandbox.pid), load: process.cpuUsage() })
    const cpuBefore = cpu()
    recorder.startRun()
    const ends = seconds * 1000
    const over = () => recorder.now() >= ends
    const faults = driveFaults(sandbox.url, plan, () => recorder.now(), over)
    await Promise.all(
      sessions.map(async (s) => {
        const steps = walk({ recorder, stay: stayOf(s.email) })
        for (let i = s.index; !over(); i++) await steps[i % steps.length]!(s)
      }),
    )
    const elapsed = recorder.now() / 1000
    const cpuAfter = cpu()
    const loadCpu = process.cpuUsage(cpuBefore.load)
    await faults
    // Reports go to the intake after their answers (waitUntil): give the last ones time to land.
    await new Promise((r) => setTimeout(r, 2000))
    const end = await readMemory(inspectorPort, portal.pid)

    const events = (await control<{ events: { requestId?: string }[] }>('/monitoring')).events
    const reported = new Set(events.map((e) => e.requestId).filter((id): id is string => Boolean(id)))
    const dynamics = (await control<{ writes: DynamicsWrite[] }>('/dynamics/writes')).writes
    const visits = (await control<{ writes: VisitWrite[] }>('/mindbody/writes')).writes
    const inRun = recorder.exchanges.filter((e) => e.start >= 0)
    const outcomes = {} as Record<SaveKind, Record<SaveOutcome, number>>
    for (const kind of Object.keys(saves) as SaveKind[]) {
      const mine = recorder.saves.filter((s) => s.kind === kind)
      outcomes[kind] = { saved: 0, failed: 0, partly: 0, refused: 0, unknown: 0 }
      for (const save of mine) outcomes[kind][save.outcome]++
    }
    const statuses: Record<number, number> = {}
    for (const e of inRun) statuses[e.status] = (statuses[e.status] ?? 0) + 1
    return {
      seconds: elapsed,
      connections,
      plan,
      requests: inRun.length,
      perSecond: inRun.length / elapsed,
      statuses,
      pages: pageFigures(recorder.exchanges, plan, elapsed),
      saves: outcomes,
      /** The two logs side by side: the saves the generator posted, and the writes the sandbox logged. */
      logged: {
        posts: recorder.saves.length,
        dynamics: dynamics.length,
        cancellations: visits.filter((w) => w.path !== 'REBOOK').length,
      },
      bare: bareAnswers(recorder.exchanges),
      unreported: unreportedErrors(recorder.exchanges, reported),
      writes: writeProblems(recorder.saves, dynamics, visits),
      memory: { start, end },
      /** CPU seconds used during the run by each process. */
      cpu: {
        portal: cpuAfter.portal - cpuBefore.portal,
        sandbox: cpuAfter.sandbox - cpuBefore.sandbox,
        load: (loadCpu.user + loadCpu.system) / 1e6,
      },
      /** Everything seen, for a closer look (SOAK_DUMP). */
      raw: { saves: recorder.saves, exchanges: inRun, dynamics, visits },
    }
  } finally {
    await portal.stop()
    await sandbox.stop()
  }
}

export type SoakResult = Awaited<ReturnType<typeof soak>>
