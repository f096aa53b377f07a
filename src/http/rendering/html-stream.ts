import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server.edge'
import { LaterContext, laterPlace, RenderedMarkup, type LaterParts } from '../../views/parts/Later.tsx'

export interface HtmlStreamOptions {
  /** Puts a waiting part inside the page's context providers for its own render. */
  readonly wrap?: (part: ReactNode) => ReactNode
  /** What a part whose data or render failed shows in its place (the caller reports the error). */
  readonly failed: (error: unknown) => ReactNode
}

interface RenderedPart {
  readonly html: string
  readonly views: LaterParts['views']
}

const encoder = new TextEncoder()
const notYet = Symbol('not yet')

/**
 * Streams a page in document order (decision 042): the tree is rendered with `renderToString`, each `Later` in it
 * leaving its place; the markup before the first place goes out at once, then each waiting part, rendered to a string
 * when its data is in, goes out in its place after every part before it, and the markup after it follows. A part may
 * wait for parts of its own. Nothing is hidden for a script to reveal: a browser without JavaScript reads the whole
 * page. A failure of the tree itself throws here (before any byte: the caller's error page); a part's failure becomes
 * `failed(error)` in its place.
 */
export function renderToHtmlStream(tree: ReactNode, options: HtmlStreamOptions): ReadableStream<Uint8Array> {
  return streamOf(htmlPieces(tree, options))
}

/**
 * The page as `renderToHtmlStream` writes it, but as one string when no part of it had to be waited for: a string body
 * costs the runtime less than a stream of one chunk. A page with a part still waiting streams from there, as before.
 */
export async function renderToHtml(
  tree: ReactNode,
  options: HtmlStreamOptions,
): Promise<string | ReadableStream<Uint8Array>> {
  const html = htmlPieces(tree, options)
  const first = await html.pieces.next()
  if (!html.waited()) return first.value ?? ''
  return streamOf(html, first.value ?? '')
}

interface HtmlPieces {
  /** The page's markup in document order, a piece each time a part after it must be waited for. */
  readonly pieces: AsyncGenerator<string>
  /** Whether a piece was cut short to wait for a part. */
  readonly waited: () => boolean
  readonly cancel: () => void
}

function htmlPieces(tree: ReactNode, options: HtmlStreamOptions): HtmlPieces {
  const mark = crypto.randomUUID()
  let rendered = 0
  const renderPart = (node: ReactNode, wrap: (part: ReactNode) => ReactNode): RenderedPart => {
    const parts: LaterParts = { mark, views: [] }
    // Each part is its own React root: a prefix keeps the ids `useId` gives unique across the page.
    const prefix = rendered++ === 0 ? undefined : { identifierPrefix: `p${rendered}-` }
    const html = renderToString(createElement(LaterContext, { value: parts }, wrap(node)), prefix)
    return { html, views: parts.views }
  }
  const wrap = options.wrap ?? ((part: ReactNode) => part)
  /** What a failed part shows: the caller's sentence, or nothing if even that fails. */
  const failed = (error: unknown): ReactNode => {
    try {
      return options.failed(error)
    } catch {
      return null
    }
  }
  const renderLater = (node: ReactNode): RenderedPart => {
    try {
      return renderPart(node, wrap)
    } catch (error) {
      try {
        return renderPart(failed(error), wrap)
      } catch {
        return { html: '', views: [] }
      }
    }
  }

  const shell = renderPart(tree, (part) => part)
  // renderToString writes no doctype before a document (the streaming renderers do): without one, quirks mode.
  let cancelled = false
  let waited = false
  let buffer = shell.html.startsWith('<html') ? '<!DOCTYPE html>' : ''
  const take = () => {
    const text = buffer
    buffer = ''
    return text
  }
  /** Appends a part's markup to the buffer, yielding what is buffered whenever a part after it must be waited for. */
  async function* write(part: RenderedPart): AsyncGenerator<string> {
    let at = 0
    for (const [index, view] of part.views.entries()) {
      if (cancelled) return
      const place = laterPlace(mark, index)
      const end = part.html.indexOf(place, at)
      // A place React rendered but did not write (never so without Suspense, which pages do not use): nothing to fill.
      if (end < 0) continue
      buffer += part.html.slice(at, end)
      at = end + place.length
      if (view instanceof RenderedMarkup) {
        buffer += view.html
        continue
      }
      // A part whose data is already in is written without a flush of its own.
      let node = await Promise.race<ReactNode | typeof notYet>([view, notYet]).catch(failed)
      if (node === notYet) {
        waited = true
        yield take()
        node = await view.catch(failed)
      }
      yield* write(renderLater(node))
    }
    buffer += part.html.slice(at)
  }

  const pieces = (async function* () {
    yield* write(shell)
    yield take()
  })()
  return {
    pieces,
    waited: () => waited,
    // The guest left: nothing more is rendered (a part under way stops at its next place).
    cancel: () => {
      cancelled = true
      void pieces.return(undefined)
    },
  }
}

/** The pieces as a byte stream, after `first` (a piece already taken) if given. */
function streamOf(html: HtmlPieces, first = ''): ReadableStream<Uint8Array> {
  let cancelled = false
  return new ReadableStream<Uint8Array>(
    {
      // Queued before any read: with a high-water mark of 0, the next pull waits until it has been read.
      start(controller) {
        if (first) controller.enqueue(encoder.encode(first))
      },
      async pull(controller) {
        for (;;) {
          const { value, done } = await html.pieces.next()
          if (cancelled) return
          if (done) return controller.close()
          if (value) return controller.enqueue(encoder.encode(value))
        }
      },
      cancel() {
        cancelled = true
        html.cancel()
      },
    },
    { highWaterMark: 0 },
  )
}
