// npm test (decision 062): the build, then lanes side by side, each a process of its own: the checks (Biome and the
// three tsc projects), the fast projects, the worker files, and the browser journeys, three files at once. One project
// after another left a core idle most of the run. Each lane's output is printed as it comes, led by the lane's name;
// the run ends with the lanes that failed, if any, and one line of the tests' counts. Exits 1 when any lane fails.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join, relative } from 'node:path'
import { createInterface } from 'node:readline'

const root = join(import.meta.dirname, '..')
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}` }
const reports = await mkdtemp(join(tmpdir(), 'portal-tests-'))

type Step = [command: string, ...args: string[]]

/** What is running, so that an interrupt (Ctrl+C, a stop) reaches every lane and each can tear down its servers. */
const running = new Set<ChildProcess>()
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of running) child.kill(signal)
    process.exitCode = 1
  })

/** Runs one command, each line of its output led by `lane`; resolves to whether it exited 0. */
function run(lane: string, [command, ...args]: Step): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    running.add(child)
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => console.log(`${lane} │ ${line}`))
    child.on('error', (error) => {
      console.log(`${lane} │ ${command} did not start: ${error.message}`)
      resolve(false)
    })
    // 'close': its output has all been printed, so the counts below come last.
    child.on('close', (code) => {
      running.delete(child)
      resolve(code === 0)
    })
  })
}

/** A lane's steps one after another, every one of them (one run shows every failure); whether all passed. */
async function lane(name: string, steps: Step[]): Promise<boolean> {
  let passed = true
  for (const step of steps) passed = (await run(name, step)) && passed
  return passed
}

/**
 * A lane of one Vitest for some projects, writing its JSON report, named for the lane, for the closing count; niced
 * if told (see the lanes below).
 */
function vitestLane(name: string, projects: string[], options: { niced?: boolean } = {}) {
  const vitest: Step = [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ]
  return { name, steps: [options.niced ? (['nice', '-n', '10', ...vitest] satisfies Step) : vitest] }
}

interface Report {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  /** Files that failed outside a test too: an import, a hook. */
  numFailedTestSuites: number
  testResults: {
    name: string
    /** A test that passed with failure messages failed first and passed on its retry. */
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}

/** A lane's report, or undefined when its Vitest wrote none, or not whole (it ended before its tests did). */
const report = (name: string): Promise<Report | undefined> =>
  readFile(join(reports, `${name}.json`), 'utf8')
    .then((text) => JSON.parse(text) as Report)
    .catch(() => undefined)

/**
 * The Vitest lanes after the build. The journeys keep both cores busy, where the others mostly wait on clocks and
 * answers: niced, the journeys take what the others leave, and the others end as if alone.
 */
const vitestLanes = [
  vitestLane('units', ['domain', 'sandbox', 'db', 'bench']),
  // The worker files in one Vitest, one workerd and one sandbox (test/support-node/sandbox-setup.ts): 94 core-seconds,
  // where two shards, a workerd and a sandbox each, took 134 (decision 062). Not niced, the lane ends long before the
  // journeys do.
  vitestLane('worker', ['worker']),
  // One Vitest, three files at once, each worker with its own servers and browsers (vitest.config.ts): a worker takes
  // the next file when its own ends, where three shards of fixed files ended up to 80 s apart.
  vitestLane('e2e', ['e2e'], { niced: true }),
]
const checks = {
  name: 'checks',
  steps: [
    ['biome', 'check', '--error-on-warnings', '.'],
    ['tsc', '-p', '.'],
    ['tsc', '-p', 'tsconfig.node.json'],
    ['tsc', '-p', 'tsconfig.sw.json'],
  ] as Step[],
}

const started = Date.now()
const failed = (await run('build', ['node', 'build.ts']))
  ? (
      await Promise.all([checks, ...vitestLanes].map(async (l) => ((await lane(l.name, l.steps)) ? [] : [l.name])))
    ).flat()
  : ['build']
const reported = await Promise.all(vitestLanes.map(async (l) => [l.name, await report(l.name)] as const))
await rm(reports, { recursive: true, force: true })
const problems = [...failed, ...reported.filter(([, r]) => !r).map(([name]) => `${name} (no report)`)]
const counts = reported.flatMap(([, r]) => (r ? [r] : []))
const sum = (key: Exclude<keyof Report, 'testResults'>) => counts.reduce((total, r) => total + r[key], 0)
const took = Math.round((Date.now() - started) / 1000)
console.log(`\nnpm test took ${took} s; ${problems.length ? `failed: ${problems.join(', ')}` : 'every lane passed'}`)
if (sum('numFailedTestSuites')) console.log(`${sum('numFailedTestSuites')} test files failed`)
// Flaky: passed only when run again (the worker files' and the journeys' `retry`, decision 062). Named, not hidden.
const retried = counts.flatMap((r) =>
  r.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
      .map((test) => `  ${relative(root, file.name)} > ${test.fullName}: ${test.failureMessages[0]?.split('\n')[0]}`),
  ),
)
if (retried.length) console.log(`passed only on a retry (flaky):\n${retried.join('\n')}`)
console.log(
  `tests: ${sum('numPassedTests')} passed (${retried.length} on a retry), ${sum('numFailedTests')} failed, ${sum('numPendingTests')} skipped`,
)
process.exitCode = problems.length || process.exitCode ? 1 : 0
