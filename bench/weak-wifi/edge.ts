// A stand-in for Cloudflare's edge in front of the portal, for browser benchmarks: files under
// public/ served first (Workers Static Assets, run_worker_first = false, with public/_headers'
// cache rule for /_build/), everything else passed to the worker, and text compressed with gzip
// the way the edge does it, chunk by chunk, so streamed HTML still arrives in pieces.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { constants, createGzip } from 'node:zlib'

const publicDir = join(import.meta.dirname, '../../public')
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}
const compressible = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/

/**
 * Weak Wi-Fi at the edge, for every request whoever makes it (a service worker's too, which the
 * DevTools throttling of a page does not reach): a round trip before each answer, and each answer
 * paced to the bandwidth on its own (parallel answers are not made to share it).
 */
export interface EdgeThrottle {
  readonly latencyMs: number
  readonly bytesPerSecond: number
}

/** One answer the edge sent: when the request came (ms since the epoch), its path and bytes as sent. */
export interface EdgeLogEntry {
  readonly at: number
  readonly path: string
  bytes: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function paced(throttle: EdgeThrottle | undefined, entry: EdgeLogEntry): Transform {
  return new Transform({
    async transform(chunk: Buffer, _encoding, done) {
      entry.bytes += chunk.length
      if (throttle) await sleep((chunk.length / throttle.bytesPerSecond) * 1000)
      done(null, chunk)
    },
  })
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: Readable,
  out: Transform,
) {
  const type = String(headers['content-type'] ?? '')
  if (compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' })
    body
      .pipe(createGzip({ flush: constants.Z_SYNC_FLUSH }))
      .pipe(out)
      .pipe(res)
  } else {
    res.writeHead(status, headers)
    body.pipe(out).pipe(res)
  }
}

async function staticFile(path: string): Promise<Buffer | undefined> {
  const file = normalize(join(publicDir, decodeURIComponent(path)))
  if (!file.startsWith(publicDir) || path.endsWith('/') || path === '/_headers') return undefined
  return readFile(file).catch(() => undefined)
}

/**
 * Starts the edge on a free loopback port; `worker` is filled in once the worker runs. With a
 * throttle every answer is slowed (bench/offline); `log` lists what was sent.
 */
export async function startEdge(throttle?: EdgeThrottle): Promise<{
  url: URL
  setWorker(url: URL): void
  stop(): Promise<void>
  log: EdgeLogEntry[]
}> {
  let worker: URL | undefined
  const log: EdgeLogEntry[] = []
  const server = createServer(async (req, res) => {
    try {
      const path = (req.url ?? '/').split('?')[0]!
      const entry: EdgeLogEntry = { at: Date.now(), path, bytes: 0 }
      log.push(entry)
      const out = paced(throttle, entry)
      if (throttle) await sleep(throttle.latencyMs)
      const file = req.method === 'GET' ? await staticFile(path) : undefined
      if (file) {
        const cache =
          path.startsWith('/_build/') && !path.endsWith('manifest.json')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache'
        return send(
          req,
          res,
          200,
          { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'cache-control': cache },
          Readable.from(file),
          out,
        )
      }
      if (!worker) throw new Error('the worker is not running yet')
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && name !== 'host') headers.set(name, value)
      headers.set('accept-encoding', 'identity') // the worker streams; the edge compresses
      // In production the worker sees the public origin; here its own URL, so forms' Origin follows it.
      if (headers.get('origin') === `http://${req.headers.host}`) headers.set('origin', worker.origin)
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const upstream = await fetch(new URL(req.url ?? '/', worker), {
        method: req.method,
        headers,
        redirect: 'manual',
        ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
      } as RequestInit)
      const answer: Record<string, string | string[]> = {}
      upstream.headers.forEach((value, name) => {
        if (
          name !== 'set-cookie' &&
          name !== 'content-length' &&
          name !== 'content-encoding' &&
          name !== 'transfer-encoding'
        )
          answer[name] = value
      })
      const cookies = upstream.headers.getSetCookie()
      if (cookies.length) answer['set-cookie'] = cookies
      const body = upstream.body ? Readable.fromWeb(upstream.body as never) : Readable.from([])
      send(req, res, upstream.status, answer, body, out)
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: new URL(`http://localhost:${port}`),
    setWorker: (url) => (worker = url),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    log,
  }
}
