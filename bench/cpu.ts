// Worker CPU: the user + system time of the workerd process that runs the portal, read from
// /proc (Linux), before and after a number of requests.
import { readFileSync, readdirSync } from 'node:fs'

const ticksPerSecond = 100 // USER_HZ on Linux

/** The workerd processes this Node process started (Miniflare runs one per instance). */
export function workerdPids(): Set<number> {
  const pids = new Set<number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (comm === 'workerd' && ppid === process.pid) pids.add(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return pids
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
}

/** Starts something that spawns one workerd, and answers it with that process's id. */
export async function withPid<T>(start: () => Promise<T>): Promise<T & { pid: number }> {
  const before = workerdPids()
  const started = await start()
  const [pid] = [...workerdPids()].filter((p) => !before.has(p))
  if (pid === undefined) throw new Error('no new workerd process found')
  return { ...started, pid }
}

/** One side of an interleaved measurement: a workerd process, and one request to it. */
export interface Side {
  readonly pid: number
  readonly visit: () => Promise<unknown>
}

/** Requests each side serves before the measured ones, unless a bench says otherwise. */
export const warmUpRequests = 20

/**
 * CPU per request (ms) of each side: after `warmUp` each to warm up, `requests` each, interleaved one by one, whoever
 * goes first turning with each request, so every side sees the same machine at the same moments (its speed here drifts
 * by a quarter within minutes) and the ratios between them hold. Each figure is its own workerd process's user +
 * system time.
 */
export async function interleaved(
  sides: readonly Side[],
  requests: number,
  warmUp = warmUpRequests,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) for (const side of sides) await side.visit()
  const before = sides.map((side) => cpuSeconds(side.pid))
  for (let i = 0; i < requests; i++) for (let k = 0; k < sides.length; k++) await sides[(i + k) % sides.length]!.visit()
  return sides.map((side, k) => ((cpuSeconds(side.pid) - before[k]!) / requests) * 1000)
}
