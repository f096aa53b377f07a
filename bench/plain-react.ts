// A plain React page as a baseline in the same run: a worker that makes a page's upstream requests to the replay stub,
// parses each answer as JSON, builds the page's own markup as React elements and writes it with `renderToString`.
// No session, no checks of the answers, no mapping, no middleware: what rendering the same page with React costs.
import { build } from 'esbuild'
import { join } from 'node:path'
import type { PageFloor } from './replay.ts'

/** An element as the worker rebuilds it: [tag, props, ...children], or text. */
type Spec = string | [string, Record<string, unknown>, ...Spec[]]

const voidTags = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr'])
const rawTextTags = new Set(['script', 'style'])
// HTML names React writes under other prop names.
const propNames: Record<string, string> = { class: 'className', for: 'htmlFor', 'http-equiv': 'httpEquiv' }

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

function propsOf(attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [, name, value] of attributes.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    const key = propNames[name!] ?? name!
    props[key] = value === undefined ? true : decode(value)
  }
  // Form fields' written values, as a server-rendered React form passes them.
  if ('value' in props) [props.defaultValue, props.value] = [props.value, undefined]
  if ('checked' in props) [props.defaultChecked, props.checked] = [true, undefined]
  if (typeof props.style === 'string')
    props.style = Object.fromEntries(
      props.style
        .split(';')
        .filter(Boolean)
        .map((rule) => {
          const [property = '', ...rest] = rule.split(':')
          return [property.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), rest.join(':').trim()]
        }),
    )
  return props
}

/** Parses the portal's own HTML (well formed: React wrote it) into element specs. */
export function specOf(html: string): Spec {
  const source = html.replace(/^<!DOCTYPE html>/i, '').replaceAll('<!-- -->', '')
  let at = 0
  const children = (): Spec[] => {
    const list: Spec[] = []
    while (at < source.length) {
      if (source.startsWith('</', at)) {
        at = source.indexOf('>', at) + 1
        return list
      }
      if (source[at] !== '<') {
        const end = source.indexOf('<', at)
        list.push(decode(source.slice(at, end < 0 ? undefined : end)))
        at = end < 0 ? source.length : end
        continue
      }
      const tag = /^<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>/.exec(source.slice(at))
      if (!tag) throw new Error(`not an element at ${at}: ${source.slice(at, at + 40)}`)
      at += tag[0].length
      const [, name = '', attributes = '', selfClosing] = tag
      const props = propsOf(attributes)
      if (rawTextTags.has(name)) {
        const end = source.indexOf(`</${name}>`, at)
        const text = source.slice(at, end)
        at = end + name.length + 3
        list.push([name, text ? { ...props, dangerouslySetInnerHTML: { __html: text } } : props])
      } else if (voidTags.has(name) || selfClosing) list.push([name, props])
      else list.push([name, props, ...children()])
    }
    return list
  }
  const [root] = children()
  if (!root || typeof root === 'string') throw new Error('no root element')
  return root
}

/** The worker's source: for each page, its reads (answers parsed as JSON) and its markup rebuilt and rendered. */
export async function plainReactWorkerScript(stubUrl: string, pages: Readonly<Record<string, PageFloor>>) {
  const specs = Object.fromEntries(
    Object.entries(pages).map(([path, page]) => [
      path,
      { reads: page.reads, status: page.status, spec: specOf(page.body) },
    ]),
  )
  const contents = `import { createElement } from 'react'
import { renderToString } from 'react-dom/server.edge'
const stub = ${JSON.stringify(stubUrl)}
const pages = ${JSON.stringify(specs)}
const element = (spec) => typeof spec === 'string' ? spec : createElement(spec[0], spec[1], ...spec.slice(2).map(element))
export default { async fetch(request) {
  const page = pages[new URL(request.url).pathname]
  if (!page) return new Response('no such page', { status: 404 })
  await Promise.all(page.reads.map(async (read) => {
    const space = read.indexOf(' ')
    const answer = await fetch(stub + read.slice(space + 1), { method: read.slice(0, space) })
    return answer.json().catch(() => null)
  }))
  const html = '<!DOCTYPE html>' + renderToString(element(page.spec))
  return new Response(html, { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8' } })
} }`
  const bundled = await build({
    stdin: { contents, resolveDir: join(import.meta.dirname, '..'), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  return bundled.outputFiles[0]!.text
}
