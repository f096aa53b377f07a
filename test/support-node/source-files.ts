// The TypeScript sources under a folder, for the tests that read the code itself (its layers, its words, its rules).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every `.ts` and `.tsx` file under `dir`, at any depth, as paths joined to `dir`; declaration files left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name))
}
