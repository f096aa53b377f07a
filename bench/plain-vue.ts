// A plain Vue page beside the plain React one (bench/plain-react.ts): the seed's stack renders with Vue, and issue 43
// measures the portal against a Nuxt page too. The same reads, the same markup, rendered the way a Nuxt page is: a
// template compiled for the server ahead of time (Vue's compiler, as Nuxt's build does), its structure written as
// fixed strings and every text and attribute value read from the page's data at each request. No Nuxt itself (no
// router, payload or app shell): what Vue's server renderer costs for the page, as the plain React page is React's.
import type { Plugin } from 'esbuild'
import { compileTemplate } from 'vue/compiler-sfc'
import { bundledWorker, markupOf, rawTextTags, voidTags, type Markup } from './page-markup.ts'
import { readAllSource, type PageFloor } from './replay.ts'

/** The values a template reads: texts (`t`), attribute values (`a`) and raw-text contents (`r`). */
interface TemplateData {
  readonly t: string[]
  readonly a: string[]
  readonly r: string[]
}

// Names a template reads as plain attributes: no directive prefix (`v-`, `@`, `:`, `#`), no modifier (`.`), none of
// the names Vue keeps for itself; and the tags Vue gives a meaning of its own. Any other fails loudly, not silently.
const plainName = /^[A-Za-z_][\w:-]*$/
const vueAttributes = new Set(['key', 'ref', 'is'])
const vueTags = new Set(['component', 'transition', 'transition-group', 'keep-alive', 'teleport', 'suspense', 'slot'])

/** The markup as a Vue template whose every text and attribute value comes from `data`. */
function templateOf(markup: Markup, data: TemplateData): string {
  if (typeof markup === 'string') return `{{ t[${data.t.push(markup) - 1}] }}`
  const [name, attributes, ...children] = markup
  if (vueTags.has(name.toLowerCase())) throw new Error(`<${name}> has a meaning of its own in a Vue template`)
  const written = Object.entries(attributes)
    .map(([attribute, value]) => {
      if (!plainName.test(attribute) || attribute.startsWith('v-') || vueAttributes.has(attribute))
        throw new Error(`the attribute ${attribute} would not be read as written in a Vue template`)
      // A bare attribute is bound too (to ''): Vue still writes it bare when it is a boolean one.
      return ` :${attribute}="a[${data.a.push(value === true ? '' : value) - 1}]"`
    })
    .join('')
  if (voidTags.has(name)) return `<${name}${written}/>`
  if (rawTextTags.has(name)) {
    const [text] = children
    const html = typeof text === 'string' ? ` v-html="r[${data.r.push(text) - 1}]"` : ''
    return `<${name}${written}${html}></${name}>`
  }
  return `<${name}${written}>${children.map((child) => templateOf(child, data)).join('')}</${name}>`
}

/** A page's server render function (a module's source, as Vue's compiler writes it) and the data it reads. */
function compiledPage(html: string) {
  const data: TemplateData = { t: [], a: [], r: [] }
  const source = templateOf(markupOf(html), data)
  const { code, errors } = compileTemplate({
    source,
    filename: 'page.vue',
    id: 'page',
    ssr: true,
    ssrCssVars: [],
    // A hyphenated tag is a custom element, as in HTML, not a component to look for.
    compilerOptions: { isCustomElement: (tag) => tag.includes('-') },
  })
  if (errors.length) throw new Error(`Vue could not compile the page: ${errors.join('; ')}`)
  return { code, data }
}

/** The worker's source: for each page, its reads (answers parsed as JSON) and its compiled template rendered. */
export async function plainVueWorkerScript(stubUrl: string, pages: Readonly<Record<string, PageFloor>>) {
  const entries = Object.entries(pages).map(([path, page]) => ({ path, page, ...compiledPage(page.body) }))
  // Each page's compiled module, imported by the worker as `page:<index>`.
  const modules: Plugin = {
    name: 'pages',
    setup(build) {
      build.onResolve({ filter: /^page:/ }, (args) => ({ path: args.path, namespace: 'pages' }))
      build.onLoad({ filter: /.*/, namespace: 'pages' }, (args) => ({
        contents: entries[Number(args.path.slice('page:'.length))]!.code,
        loader: 'js',
        resolveDir: import.meta.dirname,
      }))
    },
  }
  const pagesSource = entries
    .map(({ path, page, data }, index) => {
      const fields = JSON.stringify({ reads: page.reads, status: page.status, data })
      return `[${JSON.stringify(path)}, { ...${fields}, ssrRender: render${index} }]`
    })
    .join(',\n')
  const contents = `import { createSSRApp } from 'vue'
import { renderToString } from 'vue/server-renderer'
${entries.map((_, index) => `import { ssrRender as render${index} } from 'page:${index}'`).join('\n')}
${readAllSource(stubUrl, 'json')}
const pages = new Map([${pagesSource}])
export default { async fetch(request) {
  const page = pages.get(new URL(request.url).pathname)
  if (!page) return new Response('no such page', { status: 404 })
  await readAll(page.reads)
  const app = createSSRApp({ ssrRender: page.ssrRender, setup: () => page.data })
  const html = '<!DOCTYPE html>' + await renderToString(app)
  return new Response(html, { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8' } })
} }`
  // Vue's bundler builds ask for these three.
  const define = {
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  }
  return bundledWorker(contents, { plugins: [modules], define })
}
