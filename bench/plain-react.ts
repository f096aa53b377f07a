// A plain React page as a baseline in the same run: a worker that makes a page's upstream requests to the replay stub,
// parses each answer as JSON, builds the page's own markup as React elements and writes it with `renderToString`.
// No session, no checks of the answers, no mapping, no middleware: what rendering the same page with React costs.
import { bundledWorker, markupOf, rawTextTags, type Markup } from './page-markup.ts'
import { readAllSource, type PageFloor } from './replay.ts'

/** An element as the worker rebuilds it: [tag, props, ...children], or text. */
type Spec = string | [string, Record<string, unknown>, ...Spec[]]

// HTML names React writes under other prop names.
const propNames: Record<string, string> = { class: 'className', for: 'htmlFor', 'http-equiv': 'httpEquiv' }

function propsOf(attributes: Record<string, string | true>): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(attributes)) props[propNames[name] ?? name] = value
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

/** The page's markup as React element specs; a raw-text element's content as `dangerouslySetInnerHTML`. */
export function specOf(markup: Markup): Spec {
  if (typeof markup === 'string') return markup
  const [name, attributes, ...children] = markup
  const props = propsOf(attributes)
  if (rawTextTags.has(name)) {
    const [text] = children
    return [name, typeof text === 'string' ? { ...props, dangerouslySetInnerHTML: { __html: text } } : props]
  }
  return [name, props, ...children.map(specOf)]
}

/** The worker's source: for each page, its reads (answers parsed as JSON) and its markup rebuilt and rendered. */
export async function plainReactWorkerScript(stubUrl: string, pages: Readonly<Record<string, PageFloor>>) {
  const specs = Object.fromEntries(
    Object.entries(pages).map(([path, page]) => [
      path,
      { reads: page.reads, status: page.status, spec: specOf(markupOf(page.body)) },
    ]),
  )
  const contents = `import { createElement } from 'react'
import { renderToString } from 'react-dom/server.edge'
${readAllSource(stubUrl, 'json')}
const pages = ${JSON.stringify(specs)}
const element = (spec) => typeof spec === 'string' ? spec : createElement(spec[0], spec[1], ...spec.slice(2).map(element))
export default { async fetch(request) {
  const page = pages[new URL(request.url).pathname]
  if (!page) return new Response('no such page', { status: 404 })
  await readAll(page.reads)
  const html = '<!DOCTYPE html>' + renderToString(element(page.spec))
  return new Response(html, { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8' } })
} }`
  return bundledWorker(contents)
}
