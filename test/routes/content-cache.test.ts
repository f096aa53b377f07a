// The content cache over Workers KV (src/integrations/content/cache.ts), with the worker's own KV namespace.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cached, forgetRemembered, type CacheOptions } from '../../src/integrations/content/cache.ts'
import { shapedOnce } from '../../src/integrations/content/shaped-once.ts'
import { contentReader } from '../../src/integrations/content/reader.ts'
import { readConfig } from '../../src/integrations/config.ts'
import { emptyContentCache } from './support.ts'

let writes: Promise<unknown>[] = []
const base = {
  kv: env.CONTENT_CACHE,
  freshSeconds: 300,
  waitUntil: (promise: Promise<unknown>) => writes.push(promise),
}
let loads = 0
const load = async () => ({ title: `loaded ${++loads}`, items: [{ n: 1 }] })
const key = (name: string) => `test:${name}:${crypto.randomUUID()}`

async function readTwiceWithKvEmptied(name: string, options: CacheOptions) {
  const k = key(name)
  const first = await cached(k, load, options)
  await Promise.all(writes) // the entry is in KV: only the isolate's copy can answer once it is gone
  await env.CONTENT_CACHE.delete(k)
  return { first, second: await cached(k, load, options) }
}

beforeEach(() => {
  loads = 0
  writes = []
  forgetRemembered()
})

describe('content cache', () => {
  it('keeps a fresh entry in the isolate when asked: the next read needs neither KV nor a load', async () => {
    const { first, second } = await readTwiceWithKvEmptied('remembered', { ...base, remember: true })
    expect(second).toBe(first)
    expect(loads).toBe(1)
  })

  it('reads KV again for keys it may not keep', async () => {
    const { second } = await readTwiceWithKvEmptied('not-remembered', base)
    expect(second.title).toBe('loaded 2')
  })

  it('never serves a kept entry once it is no longer fresh', async () => {
    const { second } = await readTwiceWithKvEmptied('stale', { ...base, freshSeconds: 0, remember: true })
    expect(second.title).toBe('loaded 2')
  })

  it('keeps an entry no longer than rememberSeconds, though it is fresh longer (the master ref)', async () => {
    const options = { ...base, freshSeconds: 60, remember: true, rememberSeconds: 5 }
    const { first, second } = await readTwiceWithKvEmptied('briefly', options)
    expect(second).toBe(first) // within its 5 s
    const k = key('briefly-later')
    await cached(k, load, options)
    await Promise.all(writes)
    await env.CONTENT_CACHE.delete(k)
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 6000)
    try {
      expect((await cached(k, load, options)).title).toBe('loaded 3') // KV had nothing: loaded again
    } finally {
      clock.mockRestore()
    }
    // A publish forgets it at once.
    const ref = key('forgotten')
    await cached(ref, load, options)
    await Promise.all(writes)
    await env.CONTENT_CACHE.delete(ref)
    forgetRemembered(ref)
    expect((await cached(ref, load, options)).title).toBe('loaded 5')
  })

  it('keeps the 200 most recently used entries', async () => {
    const options = { ...base, remember: true }
    const often = key('often')
    await cached(often, load, options)
    const others = Array.from({ length: 200 }, (_, i) => key(`other-${i}`))
    for (const [i, other] of others.entries()) {
      await cached(other, load, options)
      if (i === 100) await cached(often, load, options) // a read keeps it among the recent
    }
    await Promise.all(writes)
    await Promise.all([often, others[0]!, others[150]!].map((k) => env.CONTENT_CACHE.delete(k)))
    loads = 0
    await cached(often, load, options) // kept: used after half of the others
    await cached(others[150]!, load, options) // kept: among the latest
    expect(loads).toBe(0)
    await cached(others[0]!, load, options) // the least recently used: gone, loaded again
    expect(loads).toBe(1)
  })

  it('keeps an entry read from KV, and hands out a frozen copy that no request can change for the next', async () => {
    const k = key('from-kv')
    await env.CONTENT_CACHE.put(k, JSON.stringify({ storedAt: Date.now(), value: { items: [{ n: 1 }] } }))
    const value = await cached(k, load, { ...base, remember: true })
    await env.CONTENT_CACHE.delete(k)
    expect(await cached(k, load, { ...base, remember: true })).toBe(value)
    expect(loads).toBe(0)
    expect(() => {
      ;(value as { items: { n: number }[] }).items[0]!.n = 2
    }).toThrow(TypeError)
  })
})

describe('documents shaped once', () => {
  it('shapes a kept document once, a document read afresh again, and freezes what it shares', async () => {
    let shapes = 0
    const shape = shapedOnce((doc: { title: string }) => ({ heading: `${doc.title} (${++shapes})`, parts: ['a'] }))
    const k = key('shaped')
    const kept = await cached(k, load, { ...base, remember: true })
    const first = shape(kept)
    expect(shape(await cached(k, load, { ...base, remember: true }))).toBe(first)
    expect(shapes).toBe(1)
    expect(shape({ ...kept }).heading).toBe('loaded 1 (2)')
    expect(() => {
      ;(first.parts as string[]).push('b')
    }).toThrow(TypeError)
  })
})

describe('content reads of two requests', () => {
  it('never share a fetch under way: each request asks with its own signal', async () => {
    const config = readConfig(env)
    const fetchOfRuntime = globalThis.fetch
    const isSearch = (input: RequestInfo | URL) =>
      new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith('/documents/search')
    // The first search is held until the second request has asked too (at most 5 s), so that both are under way at
    // once: otherwise a request slower to its master ref finds the other's answer already kept, and asks nothing.
    const searches: Promise<Response>[] = []
    let bothAsked = () => {}
    const held = new Promise<void>((resolve) => (bothAsked = resolve))
    const enough = setTimeout(() => bothAsked(), 5000)
    const seen = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (!isSearch(input)) return fetchOfRuntime(input, init)
      const answer = held.then(() => fetchOfRuntime(input, init)) // held only until the second has asked
      searches.push(answer)
      if (searches.length === 2) bothAsked()
      return answer
    })
    try {
      await emptyContentCache()
      const readers = [1, 2].map(() => contentReader(config, { kv: env.CONTENT_CACHE, waitUntil: () => undefined }))
      const [a, b] = await Promise.all(readers.map((reader) => reader.single('whats_on')))
      expect(b).toEqual(a)
      // The same document, asked by each request (the client would otherwise send one and share it): each request's
      // search answers once. A ref the content service has since retired (an earlier file's publish) answers 410 and
      // is asked again with the new one by that request alone, so only the answered searches are counted.
      const answered = (await Promise.all(searches)).filter((response) => response.ok)
      expect(answered).toHaveLength(2)
    } finally {
      clearTimeout(enough)
      seen.mockRestore()
    }
  })
})
