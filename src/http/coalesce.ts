/**
 * Joins the many small chunks a React render writes in one go (it flushes in 2 KB pieces) into
 * one chunk per burst: every chunk costs the runtime a trip through its stream and network
 * layers, which for a whole page cost more than rendering it. Chunks written in the same task
 * go out together at the end of it; a part that streams later (a Suspense boundary) starts a new
 * burst, so streaming is unchanged.
 */
export function coalesceChunks(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let parts: Uint8Array[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const joined = () => {
    const out = parts.length === 1 ? parts[0]! : new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0))
    if (parts.length > 1) parts.reduce((at, p) => (out.set(p, at), at + p.byteLength), 0)
    parts = []
    return out
  }
  return source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        parts.push(chunk)
        timer ??= setTimeout(() => {
          timer = undefined
          controller.enqueue(joined())
        }, 0)
      },
      flush(controller) {
        if (timer) clearTimeout(timer)
        timer = undefined
        if (parts.length) controller.enqueue(joined())
      },
    }),
  )
}
