// Imports point one way (DESIGN.md, decisions 048 and 059): a folder of src/ imports only the folders below it, and no
// files import each other in a circle. Read from the sources, so a new import that runs back up fails here.
import { readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../support-node/source-files.ts'

const src = join(import.meta.dirname, '../../src')

/** What each folder of src/ may import, besides itself. */
const below: Readonly<Record<string, readonly string[]>> = {
  'worker.ts': ['routes', 'jobs', 'http', 'features', 'scope', 'integrations', 'domain'],
  routes: ['http', 'views', 'features', 'scope', 'integrations', 'domain', 'i18n'],
  jobs: ['features', 'scope', 'integrations', 'domain', 'i18n'],
  http: ['views', 'scope', 'integrations', 'domain', 'i18n'],
  features: ['views', 'browser', 'scope', 'integrations', 'domain', 'i18n'],
  views: ['browser', 'domain', 'i18n'],
  scope: ['integrations', 'domain', 'i18n'],
  integrations: ['domain'],
  i18n: ['domain'],
  browser: ['domain', 'i18n'],
  domain: [],
}

/** Types that run against the grain, each with its reason: a type is no code at run time. */
const typeOnly: ReadonlyArray<readonly [from: string, to: string, why: string]> = [
  ['domain', 'i18n', "rules that word a sentence take the catalogue bound to the guest's language"],
  ['scope', 'features', 'the Durable Object binding names the class it binds (the messages thread)'],
]

interface Import {
  readonly from: string
  readonly to: string
  readonly typeOnly: boolean
}

const statement = /^(import|export)(\s+type)?\b[^;'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm
const dynamic = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8')
  const target = (specifier: string) => relative(src, normalize(join(dirname(file), specifier)))
  const from = relative(src, file)
  return [
    ...[...text.matchAll(statement)].map((m) => ({ from, to: target(m[3]!), typeOnly: m[2] !== undefined })),
    ...[...text.matchAll(dynamic)].map((m) => ({ from, to: target(m[1]!), typeOnly: false })),
  ]
}

const folderOf = (path: string) => path.split('/')[0]!

const imports = sourceFiles(src).flatMap(importsOf)

describe('the layers of src/', () => {
  it('import only what is below them', () => {
    const upward = imports.filter(({ from, to, typeOnly: isType }) => {
      const [a, b] = [folderOf(from), folderOf(to)]
      if (a === b || to.startsWith('..')) return false // within a folder, or generated and built files
      if (below[a]?.includes(b)) return false
      return !(isType && typeOnly.some(([x, y]) => x === a && y === b))
    })
    expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([])
  })

  // Types are erased: a circle of types alone (a binding and the class it binds, a rule and the words it hands a
  // type to) runs nothing in a circle.
  it('import no file that imports them back, however far round', () => {
    const edges = new Map<string, string[]>()
    for (const { from, to, typeOnly: isType } of imports) if (!isType) edges.set(from, [...(edges.get(from) ?? []), to])
    const circles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return
      if (state.get(file) === 'open') {
        circles.push([...path.slice(path.indexOf(file)), file].join(' → '))
        return
      }
      state.set(file, 'open')
      for (const next of edges.get(file) ?? []) visit(next, [...path, file])
      state.set(file, 'done')
    }
    for (const file of edges.keys()) visit(file, [])
    expect(circles).toEqual([])
  })
})
