// Servers of a Vitest worker's own, for a project that runs several files at once, each worker's files one after
// another: global setup starts a worker's servers when the worker first asks, and stops them all when the run ends
// (a worker's process may end without running teardown of its own). A worker asks over loopback HTTP, by its
// VITEST_POOL_ID. Used by the journeys (e2e/support/servers.ts) and the sandbox's contract tests (test/sandbox/).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Started<Answer> {
  /** What a worker is told: JSON, e.g. the servers' URLs. */
  readonly answer: Answer
  stop(): Promise<void>
}

/** In global setup: answers each worker with its servers, started on its first ask; `close` stops them all. */
export async function servePerWorker<Answer>(
  start: () => Promise<Started<Answer>>,
): Promise<{ readonly url: string; close(): Promise<void> }> {
  const started = new Map<string, Promise<Started<Answer>>>()
  const broker = createServer((request, response) => {
    const worker = new URL(request.url ?? '/', 'http://localhost').searchParams.get('worker') ?? ''
    const servers = started.get(worker) ?? start()
    started.set(worker, servers)
    servers.then(
      ({ answer }) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(answer))
      },
      // A failed start is the asking file's error, with its own message; the worker's next file starts them again.
      (error: unknown) => {
        if (started.get(worker) === servers) started.delete(worker)
        response.writeHead(500, { 'content-type': 'text/plain' })
        response.end(error instanceof Error ? (error.stack ?? error.message) : String(error))
      },
    )
  })
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(broker.address() as AddressInfo).port}/`,
    close: async () => {
      broker.close()
      await Promise.all([...started.values()].map((servers) => servers.then((s) => s.stop()).catch(() => undefined)))
    },
  }
}

/**
 * In a worker: its servers' answer from the broker at `url` (servePerWorker). A start that hangs fails the file after
 * `timeoutMs`, where nothing else would time it out (a journey file asks as it loads).
 */
export async function askPerWorker<Answer>(url: string, timeoutMs = 150_000): Promise<Answer> {
  const worker = process.env.VITEST_POOL_ID
  // Without it two files running at once would be given the same servers.
  if (!worker) throw new Error('VITEST_POOL_ID is not set: not in a Vitest worker')
  const response = await fetch(`${url}?worker=${worker}`, { signal: AbortSignal.timeout(timeoutMs) })
  if (!response.ok) throw new Error(`This worker's servers did not start:\n${await response.text()}`)
  return (await response.json()) as Answer
}
