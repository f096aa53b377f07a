// Request variables are read by name (`c.get('scope')`), never through `c.var`: Hono builds `c.var` anew from every
// variable at each read, about 40 µs a request on my bookings in Node (decision 047).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const src = join(import.meta.dirname, '../../src')

it('reads no request variable through c.var', () => {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name))
  const offenders = files.flatMap((name) =>
    readFileSync(join(src, name), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        /\bc\.var\b/.test(line) && !line.trimStart().startsWith('*') ? [`${name}:${index + 1}`] : [],
      ),
  )
  expect(offenders).toEqual([])
})
