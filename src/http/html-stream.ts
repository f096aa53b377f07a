import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server.bun'

export interface HtmlStreamOptions {
  readonly nonce?: string
  readonly onError?: (error: unknown) => void
}

type Destination = Parameters<ReturnType<typeof renderToPipeableStream>['pipe']>[0]

const encoder = new TextEncoder()

/** Larger than any page: React's size for moving a ready section out of place is never reached. */
const inPlaceAlways = 2 ** 30

/**
 * Streams a React tree as UTF-8 HTML, resolving once the shell is ready (as `renderToReadableStream` does).
 *
 * React's edge build encodes every piece of markup (each attribute name and value, each text) with its own
 * TextEncoder call, which in workerd was the largest share of a signed-in page's CPU. Its Bun build writes strings
 * to a destination that has `write`, `flush` and `end`; here those strings are joined and encoded once per flush,
 * that is once per batch React sends (the shell, then each finished boundary). Decision 037.
 */
export function renderToHtmlStream(
  tree: ReactNode,
  options: HtmlStreamOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const rendering = renderToPipeableStream(tree, {
      // React moves a finished section out of place (a hidden element and a script to swap it in) once the bytes
      // flushed so far pass this size; a browser without JavaScript never sees such a section. Every part that is
      // ready goes out in place, whatever the page weighs (issue "Every page in document order").
      progressiveChunkSize: inPlaceAlways,
      ...(options.nonce !== undefined && { nonce: options.nonce }),
      ...(options.onError && { onError: options.onError }),
      onShellError: reject,
      onShellReady: () => {
        let pending: string[] = []
        let flowing = false
        const stream = new ReadableStream<Uint8Array>(
          {
            // React writes when the body is first read, as the edge build does: parts that are ready by then go out
            // in place, without a placeholder and a script to swap it.
            pull(controller) {
              if (flowing) return
              flowing = true
              const destination = {
                write(chunk: string) {
                  pending.push(chunk)
                  return true
                },
                flush() {
                  if (pending.length === 0) return
                  controller.enqueue(encoder.encode(pending.join('')))
                  pending = []
                },
                end() {
                  destination.flush()
                  controller.close()
                },
                destroy(error: unknown) {
                  controller.error(error)
                },
                // React listens for drain, error and close on a Node stream; this one never emits them.
                on() {
                  return destination
                },
              }
              rendering.pipe(destination as unknown as Destination)
            },
            cancel(reason) {
              rendering.abort(reason)
            },
          },
          { highWaterMark: 0 },
        )
        resolve(stream)
      },
    })
  })
}
