// A/B: the worker built from the working tree (A) against the worker built at another commit (B), both in workerd
// against one replay stub, their requests interleaved one by one, so both see the same machine at the same moments.
// Each side's figure is its own workerd process's CPU (as bench/pages measures it).
//   node bench/ab.ts <commit> [paths, comma separated] [rounds of 50 requests each]
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { interleaved, withPid } from './cpu.ts'
import { portalOnReplay, timer } from './session.ts'
import { runWorker } from './worker.ts'

const [commit, pathList = '/account,/account/my-bookings,/account/contact-us', roundList = '10'] = process.argv.slice(2)
if (!commit) throw new Error('usage: node bench/ab.ts <commit> [paths] [rounds]')
const paths = pathList.split(',')
const rounds = Number(roundList)
const root = join(import.meta.dirname, '..')

/** Builds the worker at `commit` in a worktree of its own; Miniflare reads scripts only under this directory. */
function workerAt(commit: string): string {
  const tree = mkdtempSync(join(tmpdir(), 'portal-ab-'))
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  git('worktree', 'add', '--detach', tree, commit)
  try {
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'))
    execFileSync(process.execPath, ['-e', "import('./bench/worker.ts').then((m) => m.buildWorker())"], {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    mkdirSync(join(root, 'dist/ab'), { recursive: true })
    const script = join('dist/ab', `${commit.replace(/\W/g, '-')}.js`)
    copyFileSync(join(tree, 'dist/bench-worker/worker.js'), join(root, script))
    return script
  } finally {
    git('worktree', 'remove', '--force', tree)
    rmSync(tree, { recursive: true, force: true })
  }
}

const other = workerAt(commit)
const a = await portalOnReplay('returning@example.com', paths, 0)
const b = await withPid(() => runWorker({ scriptPath: other }, a.vars))
const timeB = timer(b.url, a.cookie)

console.log(`\nA: the working tree; B: ${commit}. CPU per request, ${rounds} × 50 requests each, interleaved`)
for (const path of paths) {
  const [cpuA = 0, cpuB = 0] = await interleaved(
    [
      { pid: a.portal.pid, visit: () => a.time(path) },
      { pid: b.pid, visit: () => timeB(path) },
    ],
    rounds * 50,
  )
  const [bytesA, bytesB] = [(await a.time(path)).bytes, (await timeB(path)).bytes]
  console.log(
    `  ${path.padEnd(32)} A ${cpuA.toFixed(2)} ms   B ${cpuB.toFixed(2)} ms   A/B ${(cpuA / cpuB).toFixed(3)}   (${bytesA} B, ${bytesB} B)`,
  )
}
const missed = await a.stub.missed()
if (missed) console.log(`\nrequests the stub had not recorded (B may read differently): ${missed}`)
await b.stop()
await a.stop()
