// A page's own HTML as a tree, for the baselines that rebuild the same markup with a renderer of their own
// (bench/plain-react.ts, bench/plain-vue.ts), and the bundling of such a worker.
import { build, type Plugin } from 'esbuild'
import { join } from 'node:path'

/** An element as written: [tag, attributes (HTML names, decoded values; `true` when written bare), ...children]. */
export type Markup = string | [string, Record<string, string | true>, ...Markup[]]

export const voidTags = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
])
/** Elements whose content is not markup: a renderer writes it as given. */
export const rawTextTags = new Set(['script', 'style'])

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

const attributesOf = (written: string): Record<string, string | true> =>
  Object.fromEntries(
    [...written.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
      name!,
      value === undefined ? true : decode(value),
    ]),
  )

/**
 * Parses the portal's own HTML (well formed: React wrote it) into its tree; a raw-text element's content stays as
 * written.
 */
export function markupOf(html: string): Markup {
  const source = html.replace(/^<!DOCTYPE html>/i, '').replaceAll('<!-- -->', '')
  let at = 0
  const children = (): Markup[] => {
    const list: Markup[] = []
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
      const [, name = '', written = '', selfClosing] = tag
      const attributes = attributesOf(written)
      if (rawTextTags.has(name)) {
        const end = source.indexOf(`</${name}>`, at)
        const text = source.slice(at, end)
        at = end + name.length + 3
        list.push(text ? [name, attributes, text] : [name, attributes])
      } else if (voidTags.has(name) || selfClosing) list.push([name, attributes])
      else list.push([name, attributes, ...children()])
    }
    return list
  }
  const [root] = children()
  if (!root || typeof root === 'string') throw new Error('no root element')
  return root
}

/** Bundles a baseline worker's source (JavaScript importing npm packages) as the runtime would run it. */
export async function bundledWorker(
  contents: string,
  options: { readonly plugins?: Plugin[]; readonly define?: Record<string, string> } = {},
): Promise<string> {
  const bundled = await build({
    stdin: { contents, resolveDir: join(import.meta.dirname, '..'), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"', ...options.define },
    plugins: options.plugins ?? [],
    logLevel: 'warning',
  })
  return bundled.outputFiles[0]!.text
}
