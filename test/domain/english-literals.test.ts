// No guest-visible English is written outside the message catalogue (decision 045). The scan is a heuristic: JSX text
// with a word in it, words in the attributes a guest reads or hears, and string literals of two or more words. What
// it finds that no guest reads (log lines, errors for monitoring, wire values) is allowed below, each with its reason.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowedLiterals } from './english-literals.allowed.ts'
import { literalsIn } from '../support-node/english-literals.ts'
import { sourceFiles } from '../support-node/source-files.ts'

const root = join(import.meta.dirname, '../..')
const scanned = ['src/views', 'src/routes', 'src/domain', 'src/http', 'src/features']

describe('guest-visible words', () => {
  // Relative to the root, as allowedLiterals names them.
  const files = scanned.flatMap((dir) => sourceFiles(join(root, dir)).map((file) => relative(root, file)))

  it('come from the message catalogue, in every scanned file', () => {
    const offenders: string[] = []
    for (const file of files) {
      const allowed = new Set(allowedLiterals[file] ?? [])
      for (const literal of literalsIn(readFileSync(join(root, file), 'utf8'), file.endsWith('.tsx'))) {
        if (!allowed.has(literal)) offenders.push(`${file}: ${literal}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('are found by the scan (it is not blind)', () => {
    expect(literalsIn('const a = <p className="x y">Your villa</p>', true)).toEqual(['Your villa'])
    expect(literalsIn("const b = 'Something went wrong'", false)).toEqual(['Something went wrong'])
    expect(literalsIn('<img alt="Villa" />', true)).toEqual(['Villa'])
    expect(literalsIn("throw new Error('Not a guest sentence') // nor this one", false)).toEqual([])
  })

  it('allow only what is still there', () => {
    for (const [file, literals] of Object.entries(allowedLiterals)) {
      const inFile = new Set(literalsIn(readFileSync(join(root, file), 'utf8'), file.endsWith('.tsx')))
      for (const literal of literals) expect(inFile.has(literal), `${file}: ${literal}`).toBe(true)
    }
  })
})
