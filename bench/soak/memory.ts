// The portal isolate's memory through workerd's inspector (Miniflare's `inspectorPort`): V8's used heap
// after a full garbage collection, so two readings compare what the isolate keeps, not what it has not
// yet collected. workerd's inspector does not answer HeapProfiler.collectGarbage; a heap snapshot
// collects first, so one is taken (and its chunks dropped). Also the workerd process's resident size.
import { readFileSync } from 'node:fs'

export interface MemoryReading {
  /** V8 heap in use by the portal's isolate after a collection, bytes. */
  readonly heapUsed: number
  /** Resident set of the portal's workerd process, bytes. */
  readonly rss: number
}

/** The worker the portal runs as in Miniflare (an unnamed worker: `core:user:`). */
const portalTarget = 'core:user:'

export async function readMemory(inspectorPort: number, pid: number): Promise<MemoryReading> {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/${portalTarget}`)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let id = 0
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, number>>((resolve) => {
      const mine = ++id
      const listener = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, number> }
        if (message.id !== mine) return
        socket.removeEventListener('message', listener)
        resolve(message.result ?? {})
      }
      socket.addEventListener('message', listener)
      socket.send(JSON.stringify({ id: mine, method, params }))
    })
  await send('HeapProfiler.enable')
  await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  const { usedSize = Number.NaN } = await send('Runtime.getHeapUsage')
  socket.close()
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return { heapUsed: usedSize, rss: rssKb * 1024 }
}
