// The few words the browser's own scripts write (src/browser/page-words.ts), in every language, for the loader's bundle
// (decision 045): a table of four messages per language read from the catalogue at build time, so no page carries
// them and the browser gets no catalogue.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const words = {
  offlineTyped: 'offline_form_typed',
  offlineUntyped: 'offline_form_untyped',
  newVersion: 'new_version',
  reload: 'new_version_reload',
} as const

export async function writePageWords(root: string): Promise<void> {
  const settings = JSON.parse(await readFile(join(root, 'project.inlang/settings.json'), 'utf8')) as {
    locales: string[]
  }
  const table: Record<string, Record<string, string>> = {}
  for (const locale of settings.locales) {
    const common = JSON.parse(await readFile(join(root, 'messages', locale, 'common.json'), 'utf8'))
    table[locale] = Object.fromEntries(Object.entries(words).map(([name, key]) => [name, common[key]]))
  }
  await mkdir(join(root, 'generated'), { recursive: true })
  await writeFile(join(root, 'generated/page-words.json'), `${JSON.stringify(table)}\n`)
}
