// npm test: the build, then three lanes side by side (decision 062): the checks (Biome, the three tsc projects), the
// fast projects and the worker files in one Vitest, and the browser journeys in another. One after another they left
// a core idle most of the run; each lane's output is printed as it comes, its lines led by the lane's name, and the
// run ends with one line of the tests' counts. Exits 1 when any step of any lane fails.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { createInterface } from 'node:readline'

const root = join(import.meta.dirname, '..')
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}` }
const reports = await mkdtemp(join(tmpdir(), 'portal-tests-'))

type Step = [command: string, ...args: string[]]

/** Runs one command, each line of its output led by `lane`; resolves to whether it exited 0. */
function run(lane: string, [command, ...args]: Step): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => console.log(`${lane} │ ${line}`))
    child.on('error', (error) => {
      console.log(`${lane} │ ${command} did not start: ${error.message}`)
      resolve(false)
    })
    child.on('close', (code) => resolve(code === 0))
  })
}

/** A lane's steps one after another, stopping at the first that fails. */
async function lane(name: string, steps: Step[]): Promise<boolean> {
  for (const step of steps) if (!(await run(name, step))) return false
  return true
}

/** Vitest for some projects, writing its JSON report beside the others for the closing count. */
const vitest = (name: string, projects: string[]): Step => [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
]

interface Report {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
}

/** A lane's report, or undefined when its Vitest wrote none (it failed before its tests ended). */
const report = (name: string): Promise<Report | undefined> =>
  readFile(join(reports, `${name}.json`), 'utf8').then(
    (text) => JSON.parse(text) as Report,
    () => undefined,
  )

const reportNames = ['units', 'e2e-1', 'e2e-2']
const started = Date.now()
const built = await run('build', ['node', 'build.ts'])
const lanes = built
  ? await Promise.all([
      lane('checks', [
        ['biome', 'check', '--error-on-warnings', '.'],
        ['tsc', '-p', '.'],
        ['tsc', '-p', 'tsconfig.node.json'],
        ['tsc', '-p', 'tsconfig.sw.json'],
      ]),
      lane('units', [vitest('units', ['domain', 'sandbox', 'db', 'bench', 'worker'])]),
      lane('e2e 1', [[...vitest('e2e-1', ['e2e']), '--shard=1/2']]),
      lane('e2e 2', [[...vitest('e2e-2', ['e2e']), '--shard=2/2']]),
    ])
  : [false]
const counts = (await Promise.all(reportNames.map(report))).filter((r) => r !== undefined)
const sum = (key: keyof Report) => counts.reduce((total, r) => total + r[key], 0)
console.log(
  `\nnpm test took ${Math.round((Date.now() - started) / 1000)} s; ${lanes.every(Boolean) ? 'every lane passed' : 'a lane failed'}`,
)
console.log(
  `tests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed, ${sum('numPendingTests')} skipped`,
)
process.exitCode = lanes.every(Boolean) && counts.length === reportNames.length ? 0 : 1
