// Decision 042: a page streams in document order, each waiting part rendered to a string when its data is in.
import { createContext, useContext, useId, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderToHtml, renderToHtmlStream } from '../../src/http/rendering/html-stream.ts'
import { Later } from '../../src/views/parts/Later.tsx'

const failed = (error: unknown) => <p className="failed">{`Not shown: ${(error as Error).message}`}</p>

/** A promise the test settles by hand. */
function held<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve = (_: T) => {}
  let reject = (_: Error) => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Reads the stream chunk by chunk, calling `after(index)` once each chunk is in. */
async function chunksOf(stream: ReadableStream<Uint8Array>, after?: (index: number) => void): Promise<string[]> {
  const decoder = new TextDecoder()
  const chunks: string[] = []
  for await (const chunk of stream) {
    chunks.push(decoder.decode(chunk, { stream: true }))
    after?.(chunks.length - 1)
  }
  return chunks
}

const tick = () => new Promise((r) => setTimeout(r, 5))

describe('the HTML stream, in document order', () => {
  it('sends the markup before the first waiting part at once, then each part in its place and order', async () => {
    const first = held<ReactNode>()
    const second = held<ReactNode>()
    const stream = renderToHtmlStream(
      <main>
        <h1>Café — 東京 🌴</h1>
        <Later view={first.promise} />
        <p>between</p>
        <Later view={second.promise} />
        <footer>end</footer>
      </main>,
      { failed },
    )
    // The second part is in before the first: it still waits for it.
    second.resolve(<p>Second &amp; last</p>)
    const chunks = await chunksOf(stream, (index) => {
      if (index === 0) setTimeout(() => first.resolve(<p>First</p>), 5)
    })
    expect(chunks[0]).toBe('<main><h1>Café — 東京 🌴</h1>')
    const html = chunks.join('')
    expect(html).toBe(
      '<main><h1>Café — 東京 🌴</h1><p>First</p><p>between</p><p>Second &amp; last</p><footer>end</footer></main>',
    )
    expect(html).not.toMatch(/template|hidden|<script/)
  })

  it('starts a document with its doctype', async () => {
    const html = (
      await chunksOf(
        renderToHtmlStream(
          <html lang="en">
            <body>
              <Later view={Promise.resolve('in')} />
            </body>
          </html>,
          { failed },
        ),
      )
    ).join('')
    expect(html).toBe('<!DOCTYPE html><html lang="en"><head></head><body>in</body></html>')
  })

  it('writes parts already in without a flush of their own, and parts inside parts in place', async () => {
    const inner = Promise.resolve(<em>inner</em>)
    const outer = Promise.resolve(
      <section>
        <Later view={inner} />
      </section>,
    )
    const chunks = await chunksOf(
      renderToHtmlStream(
        <div>
          <Later view={outer} />
          <p>after</p>
        </div>,
        { failed },
      ),
    )
    expect(chunks).toEqual(['<div><section><em>inner</em></section><p>after</p></div>'])
  })

  it('throws when the page itself fails, and shows a failed part’s sentence in its place', async () => {
    const Broken = (): ReactNode => {
      throw new Error('shell broke')
    }
    expect(() => renderToHtmlStream(<Broken />, { failed })).toThrow('shell broke')
    const Throws = (): ReactNode => {
      throw new Error('render broke')
    }
    const html = (
      await chunksOf(
        renderToHtmlStream(
          <main>
            <Later view={Promise.reject(new Error('read broke'))} />
            <Later view={Promise.resolve(<Throws />)} />
            <footer>end</footer>
          </main>,
          { failed },
        ),
      )
    ).join('')
    expect(html).toBe(
      '<main><p class="failed">Not shown: read broke</p><p class="failed">Not shown: render broke</p><footer>end</footer></main>',
    )
  })

  it('shows the sentence in place of a part whose read fails after a wait, and goes on with the page', async () => {
    const slow = held<ReactNode>()
    const chunks = await chunksOf(
      renderToHtmlStream(
        <main>
          <p>before</p>
          <Later view={slow.promise} />
          <p>between</p>
          <Later view={Promise.resolve(<p>next part</p>)} />
          <footer>end</footer>
        </main>,
        { failed },
      ),
      (index) => {
        // The shell is out, the part still waits: only then does its read fail.
        if (index === 0) setTimeout(() => slow.reject(new Error('read broke late')), 5)
      },
    )
    expect(chunks[0]).toBe('<main><p>before</p>')
    expect(chunks.join('')).toBe(
      '<main><p>before</p><p class="failed">Not shown: read broke late</p><p>between</p><p>next part</p><footer>end</footer></main>',
    )
  })

  it('gives each part the page’s context and ids of its own', async () => {
    const Facts = createContext('none')
    function Labelled() {
      return <label htmlFor={useId()}>{useContext(Facts)}</label>
    }
    const html = (
      await chunksOf(
        renderToHtmlStream(
          <Facts value="page">
            <Labelled />
            <Later view={Promise.resolve(<Labelled />)} />
          </Facts>,
          { failed, wrap: (part) => <Facts value="page">{part}</Facts> },
        ),
      )
    ).join('')
    const ids = [...html.matchAll(/for="([^"]+)"/g)].map((m) => m[1])
    expect(html.match(/>page</g)).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
  })

  it('goes on when even the failure sentence fails, and a page that fails leaves no unhandled rejection', async () => {
    const html = (
      await chunksOf(
        renderToHtmlStream(
          <main>
            <Later view={Promise.reject(new Error('read broke'))} />
            <footer>end</footer>
          </main>,
          {
            failed: () => {
              throw new Error('the sentence broke too')
            },
          },
        ),
      )
    ).join('')
    expect(html).toBe('<main><footer>end</footer></main>')
    const late = held<ReactNode>()
    const Broken = (): ReactNode => {
      throw new Error('shell broke after a part was placed')
    }
    expect(() =>
      renderToHtmlStream(
        <main>
          <Later view={late.promise} />
          <Broken />
        </main>,
        { failed },
      ),
    ).toThrow('shell broke')
    late.reject(new Error('nobody will write this part'))
    await tick()
  })

  it('renders nothing more once the reader leaves, even parts already in', async () => {
    const first = held<ReactNode>()
    let rendered = 0
    const Counted = () => {
      rendered++
      return <p>in</p>
    }
    const stream = renderToHtmlStream(
      <main>
        <Later view={first.promise} />
        {Array.from({ length: 20 }, (_, i) => `part-${i}`).map((key) => (
          <Later key={key} view={Promise.resolve(<Counted />)} />
        ))}
      </main>,
      { failed },
    )
    const reader = stream.getReader()
    await reader.read() // the shell
    const next = reader.read()
    await reader.cancel()
    first.resolve(<p>first</p>)
    await next
    await tick()
    expect(rendered).toBe(0)
  })

  it('stops when the reader leaves, and a part never written leaves no unhandled rejection', async () => {
    const first = held<ReactNode>()
    const later = held<ReactNode>()
    const stream = renderToHtmlStream(
      <main>
        <Later view={first.promise} />
        <Later view={later.promise} />
      </main>,
      { failed },
    )
    const reader = stream.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<main>')
    const next = reader.read()
    await reader.cancel()
    expect((await next).done).toBe(true)
    first.resolve(<p>late</p>)
    later.reject(new Error('nobody is reading'))
    await tick()
  })
})

describe('the page as one string when nothing waits', () => {
  const page = (view: Promise<ReactNode>) => (
    <main>
      <h1>Café</h1>
      <Later view={view} />
      <footer>end</footer>
    </main>
  )

  it('is one string, the same markup the stream writes, when every part is in', async () => {
    const html = await renderToHtml(page(Promise.resolve(<p>ready</p>)), { failed })
    expect(html).toBe('<main><h1>Café</h1><p>ready</p><footer>end</footer></main>')
    const streamed = (await chunksOf(renderToHtmlStream(page(Promise.resolve(<p>ready</p>)), { failed }))).join('')
    expect(streamed).toBe(html)
  })

  it('streams from the first part it waits for, the markup before it first', async () => {
    const part = held<ReactNode>()
    const html = await renderToHtml(page(part.promise), { failed })
    if (typeof html === 'string') throw new Error('a page with a part still waiting was not streamed')
    const chunks = await chunksOf(html, (index) => {
      if (index === 0) part.resolve(<p>late</p>)
    })
    expect(chunks).toEqual(['<main><h1>Café</h1>', '<p>late</p><footer>end</footer></main>'])
  })
})
