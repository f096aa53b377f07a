// Decision 037: React's string-writing server build, encoded once per flush, behaves as renderToReadableStream did.
import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import { renderToHtmlStream } from '../../src/http/html-stream.ts'

function Later({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>
}

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder()
  const chunks: string[] = []
  for await (const chunk of stream) chunks.push(decoder.decode(chunk, { stream: true }))
  return chunks
}

describe('the HTML stream', () => {
  it('puts every part that is ready when the body is read in place, however large the parts before it', async () => {
    const first = Promise.resolve('x'.repeat(9_000))
    const second = Promise.resolve('Ready in place')
    const stream = await renderToHtmlStream(
      <main>
        <Suspense fallback={<span>Loading the first…</span>}>
          <Later text={first} />
          <p>{'y'.repeat(9_000)}</p>
        </Suspense>
        <Suspense fallback={<span>Loading the second…</span>}>
          <Later text={second} />
        </Suspense>
      </main>,
    )
    await new Promise((r) => setTimeout(r, 10))
    const html = (await chunksOf(stream)).join('')
    expect(html).toContain('<p>Ready in place</p>')
    expect(html).not.toContain('Loading')
    expect(html).not.toContain('hidden')
  })

  it('sends the shell first and a suspended part when it is ready, in UTF-8', async () => {
    let resolve = (_: string) => {}
    const text = new Promise<string>((r) => {
      resolve = r
    })
    const stream = await renderToHtmlStream(
      <main>
        <h1>Café — 東京 🌴</h1>
        <Suspense fallback={<span>Loading…</span>}>
          <Later text={text} />
        </Suspense>
      </main>,
      { nonce: 'n0nce' },
    )
    const reading = chunksOf(stream)
    await new Promise((r) => setTimeout(r, 10))
    resolve('Ready & done')
    const chunks = await reading
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks[0]).toContain('<h1>Café — 東京 🌴</h1>')
    expect(chunks[0]).toContain('Loading…')
    expect(chunks[0]).not.toContain('Ready')
    const rest = chunks.slice(1).join('')
    expect(rest).toContain('Ready &amp; done')
    expect(rest).toContain('nonce="n0nce"') // the reveal script
  })

  it('rejects when the shell itself fails, and reports later failures without ending the page', async () => {
    const Broken = () => {
      throw new Error('shell broke')
    }
    const errors: unknown[] = []
    const onError = (error: unknown) => {
      errors.push(error)
    }
    await expect(renderToHtmlStream(<Broken />, { onError })).rejects.toThrow('shell broke')
    const failing = Promise.reject(new Error('part broke'))
    failing.catch(() => {})
    const html = (
      await chunksOf(
        await renderToHtmlStream(
          <main>
            <Suspense fallback={<span>Loading…</span>}>
              <Later text={failing} />
            </Suspense>
            <footer>end</footer>
          </main>,
          { onError },
        ),
      )
    ).join('')
    expect(html).toContain('<footer>end</footer>')
    expect(errors.map((e) => (e as Error).message)).toEqual(['shell broke', 'part broke'])
  })
})
