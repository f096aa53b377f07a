// Request variables are read by name (`c.get('scope')`), never through `c.var`: Hono builds `c.var` anew from every
// variable at each read, about 40 µs a request on my bookings in Node (decision 047).
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'
import { sourceFiles } from '../support-node/source-files.ts'

const src = join(import.meta.dirname, '../../src')

it('reads no request variable through c.var', () => {
  const offenders = sourceFiles(src).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        /\bc\.var\b/.test(line) && !line.trimStart().startsWith('*') ? [`${relative(src, file)}:${index + 1}`] : [],
      ),
  )
  expect(offenders).toEqual([])
})
