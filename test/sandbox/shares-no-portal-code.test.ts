// The sandbox stands in for the real services, which share none of the portal's code (DESIGN.md, decision 036):
// a copy of a portal rule in it would agree with the portal even where the real service does not.
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../support-node/source-files.ts'

const root = resolve(import.meta.dirname, '../..')
const sandbox = join(root, 'sandbox')
const src = join(root, 'src')

describe('the sandbox', () => {
  it('imports nothing from the portal’s src/', () => {
    const found: string[] = []
    for (const file of sourceFiles(sandbox)) {
      const text = readFileSync(file, 'utf8')
      for (const [, specifier = ''] of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g))
        if (!relative(src, resolve(dirname(file), specifier)).startsWith('..'))
          found.push(`${relative(root, file)}: ${specifier}`)
    }
    expect(found).toEqual([])
  })
})
