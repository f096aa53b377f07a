// A small, bounded HTTP load loop on loopback: `connections` keep-alive clients request one URL
// back to back for `seconds`, and the run reports requests per second.
import { Agent, request } from 'node:http'

export interface LoadResult {
  readonly requests: number
  readonly seconds: number
  readonly perSecond: number
  readonly errors: number
}

function once(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: 'GET', headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

export async function load(
  target: string,
  options: { seconds: number; connections: number; expectStatus: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const url = new URL(target)
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections })
  const end = performance.now() + options.seconds * 1000
  let requests = 0
  let errors = 0
  const worker = async () => {
    while (performance.now() < end) {
      try {
        const status = await once(agent, url, options.headers ?? {})
        if (status === options.expectStatus) requests++
        else errors++
      } catch {
        errors++
      }
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: options.connections }, worker))
  const seconds = (performance.now() - start) / 1000
  agent.destroy()
  return { requests, seconds, perSecond: requests / seconds, errors }
}
