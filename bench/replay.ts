// The replay stub: every upstream answered at once (or after a set delay) from answers the
// sandbox gave to the same requests, recorded in the same run. With it, figures show the
// portal's own work, not the sandbox's (see bench/ssr/README.md).
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { runWorker } from './worker.ts'

export interface Recorded {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: string
}

/**
 * Requests are matched by method, path and query (bodies are not: the portal's reads are GETs, and its POSTs here are
 * token requests).
 */
export const replayKey = (method: string, url: URL) => `${method} ${url.pathname}${url.search}`

// Headers that describe the sandbox's transfer, not the answer.
const dropped = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date'])

async function bodyOf(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return chunks.length ? Buffer.concat(chunks).toString() : undefined // form and JSON bodies: text
}

/**
 * A recording proxy in front of the sandbox: point the portal's upstream URLs at `url`, use the
 * pages, then `answers` holds the last answer to each request.
 */
export async function recordingProxy(sandboxUrl: string) {
  const answers = new Map<string, Recorded>()
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', sandboxUrl)
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name !== 'host' && name !== 'connection')
        .map(([k, v]) => [k, String(v)]),
    )
    const answer = await fetch(url, {
      method: request.method,
      headers,
      body: await bodyOf(request),
      redirect: 'manual',
    })
    const body = await answer.text()
    const kept = Object.fromEntries([...answer.headers].filter(([name]) => !dropped.has(name)))
    answers.set(replayKey(request.method ?? 'GET', url), { status: answer.status, headers: kept, body })
    response.writeHead(answer.status, kept).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, answers, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * The stub: a workerd worker answering each recorded request with its recorded answer, after
 * `delayMs` (0: at once). An unknown request answers 599 and is counted, so a bench can tell.
 * `asked()` answers the requests made since it was last called (as replay keys), to learn what
 * one page reads.
 */
export async function replayStub(answers: ReadonlyMap<string, Recorded>, delayMs = 0) {
  const script = `const answers = new Map(${JSON.stringify([...answers])});
let missed = 0;
const hits = {};
let asked = [];
export default { async fetch(request) {
  const url = new URL(request.url);
  if (url.pathname === '/__replay/missed') return Response.json({ missed, hits });
  if (url.pathname === '/__replay/asked') { const list = asked; asked = []; return Response.json(list); }
  const key = request.method + ' ' + url.pathname;
  hits[key] = (hits[key] ?? 0) + 1;
  asked.push(request.method + ' ' + url.pathname + url.search);
  const answer = answers.get(request.method + ' ' + url.pathname + url.search);
  if (${delayMs} > 0) await new Promise((resolve) => setTimeout(resolve, ${delayMs}));
  if (!answer) { missed++; return new Response('not recorded: ' + request.method + ' ' + url.pathname + url.search, { status: 599 }); }
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
} }`
  const stub = await runWorker({ script })
  const url = stub.url.href.replace(/\/$/, '')
  const stats = async () =>
    (await (await fetch(`${url}/__replay/missed`)).json()) as { missed: number; hits: Record<string, number> }
  const asked = async () => (await (await fetch(`${url}/__replay/asked`)).json()) as string[]
  return {
    url,
    missed: async () => (await stats()).missed,
    hits: async () => (await stats()).hits,
    asked,
    stop: stub.stop,
  }
}

/** A page as the floor worker serves it: the requests it makes to the stub, then its bytes. */
export interface PageFloor {
  readonly reads: readonly string[]
  readonly body: string
  readonly status: number
}

/**
 * A page's floor, read from a portal on the stub: after 20 visits to warm it, one visit's requests (the stub's
 * `asked()`) and its bytes.
 */
export async function pageFloorOf(
  portal: {
    readonly time: (path: string) => Promise<{ readonly html: string; readonly status: number }>
    readonly stub: { readonly asked: () => Promise<string[]> }
  },
  path: string,
): Promise<PageFloor> {
  for (let i = 0; i < 20; i++) await portal.time(path)
  await portal.stub.asked() // forget earlier requests: the next visit's are every visit's
  const { html, status } = await portal.time(path)
  return { reads: await portal.stub.asked(), body: html, status }
}

/**
 * The source of `readAll(reads)` in a worker read against the portal: a page's recorded requests to the stub, all at
 * once, each answer read as text (the floor) or parsed as JSON (the plain pages, as any page that reads them must).
 */
export const readAllSource = (stubUrl: string, answerAs: 'text' | 'json') => `const stub = ${JSON.stringify(stubUrl)}
const readAll = (reads) => Promise.all(reads.map(async (read) => {
  const space = read.indexOf(' ')
  const answer = await fetch(stub + read.slice(space + 1), { method: read.slice(0, space) })
  return answer.${answerAs}().catch(() => null)
}))`

/**
 * The source of a worker that does only what no renderer can avoid for each page: the same
 * requests to the stub as the page made (all at once, their answers read as text), then the page's
 * own bytes as a Response. Its cost is the floor under the portal's figures for that page.
 */
export function floorWorkerScript(stubUrl: string, pages: Readonly<Record<string, PageFloor>>): string {
  return `${readAllSource(stubUrl, 'text')}
const pages = ${JSON.stringify(pages)}
export default { async fetch(request) {
  const page = pages[new URL(request.url).pathname]
  if (!page) return new Response('no such page', { status: 404 })
  await readAll(page.reads)
  return new Response(page.body, { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8' } })
} }`
}
