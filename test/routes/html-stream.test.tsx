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
