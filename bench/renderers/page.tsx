// The worker bench/renderers/run.ts measures: one page shape (a header with two link lists and the
// guest's name, a body of N list items, a footer) rendered each way the portal could render it.
import { Suspense, use, type ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import { renderToString, resumeToPipeableStream } from 'react-dom/server.bun'
import { prerender } from 'react-dom/static.edge'
import { renderToHtmlStream } from '../../src/http/rendering/html-stream.ts'
import { Later } from '../../src/views/parts/Later.tsx'

const links = Array.from({ length: 30 }, (_, i) => `p${i}`).map((page) => (
  <li key={page}>
    <a href={`/account/${page}`} className="nav-link">
      Page {page}
    </a>
  </li>
))

function Name({ name }: { name: string }) {
  return <span>{name}</span>
}

function Items({ n }: { n: number }) {
  return (
    <ul className="list">
      {Array.from({ length: n }, (_, i) => ({ id: `x${i}`, kind: `item c${i % 7}` })).map(({ id, kind }) => (
        <li key={id} className={kind} id={id}>
          <a href={`/a/${id}`} aria-label={`go ${id}`} className="link">
            Item {id}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The two parts that wait for data: React's Suspense (streamed out of order), or the portal's Later (in order). */
interface Holes {
  readonly name: Promise<string>
  readonly count: Promise<number>
  readonly inOrder?: boolean
}

function NameHole({ name, inOrder }: Holes) {
  if (inOrder) return <Later view={name.then((value) => <Name name={value} />)} />
  const Read = () => <Name name={use(name)} />
  return (
    <Suspense fallback={<span>Guest</span>}>
      <Read />
    </Suspense>
  )
}

function ItemsHole({ count, inOrder }: Holes) {
  if (inOrder) return <Later view={count.then((n) => <Items n={n} />)} />
  const Read = () => <Items n={use(count)} />
  return (
    <Suspense fallback={<p className="loading">Loading…</p>}>
      <Read />
    </Suspense>
  )
}

function Page(holes: Holes): ReactNode {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Home</title>
      </head>
      <body>
        <header>
          <nav aria-label="Site">
            <ul className="link-list">{links}</ul>
          </nav>
          <NameHole {...holes} />
        </header>
        <main id="main">
          <ItemsHole {...holes} />
        </main>
        <footer>
          <ul>{links}</ul>
        </footer>
      </body>
    </html>
  )
}

// prerender/resume: the static shell rendered once, the holes (name, body) per request.
let prelude: string | undefined
let postponed = ''
async function prepare(): Promise<void> {
  const never = new Promise<never>(() => {})
  const abort = new AbortController()
  const rendering = prerender(<Page name={never} count={never} />, { signal: abort.signal, onError: () => {} })
  setTimeout(() => abort.abort(), 0)
  const result = await rendering
  prelude = await new Response(result.prelude).text()
  postponed = JSON.stringify(result.postponed) // resume changes the state it is given: a copy per request
}

async function resumedHoles(tree: ReactNode): Promise<string> {
  let allReady = () => {}
  const ready = new Promise<void>((resolve) => {
    allReady = resolve
  })
  // Typed as a promise, returned at once by this build: awaiting fits both.
  const resuming = await resumeToPipeableStream(tree, JSON.parse(postponed), { onAllReady: () => allReady() })
  await ready
  return new Promise((resolve, reject) => {
    const out: string[] = []
    const destination = {
      write: (chunk: string) => out.push(chunk) > 0,
      flush: () => {},
      end: () => resolve(out.join('')),
      on: () => destination,
      destroy: reject,
    }
    resuming.pipe(destination as unknown as Parameters<typeof resuming.pipe>[0])
  })
}

/** A promise React reads without waiting (`use` takes a fulfilled thenable's value at once). */
function resolved<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value })
}

const page = (items: number) => <Page name={Promise.resolve('Olivia')} count={Promise.resolve(items)} />

const ways: Record<string, (items: number) => Promise<string> | string> = {
  edge: async (items) => new Response(await renderToReadableStream(page(items))).text(),
  'in-order': async (items) =>
    new Response(
      renderToHtmlStream(<Page name={Promise.resolve('Olivia')} count={Promise.resolve(items)} inOrder />, {
        failed: () => null,
      }),
    ).text(),
  resume: async (items) => prelude + (await resumedHoles(page(items))),
  // Not a way to stream (a part still waiting is sent as its fallback): the lower bound of React's own work.
  'to-string': (items) => renderToString(<Page name={resolved('Olivia')} count={resolved(items)} />),
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const way = ways[url.pathname.slice(1)]
    if (!way) return new Response('unknown way', { status: 404 })
    if (prelude === undefined) await prepare()
    const items = Number(url.searchParams.get('items') ?? 250)
    let bytes = 0
    for (let i = 0; i < 10; i++) bytes += (await way(items)).length
    return new Response(String(bytes))
  },
}
