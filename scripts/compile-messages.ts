// Compiles the message catalogue (messages/<locale>/<area>.json, project.inlang/settings.json) into typed message
// functions under generated/messages/ (decision 045), with the pseudo-language 'en-XA' made from English for layout
// checks. Run by build.ts; on its own: `node scripts/compile-messages.ts`. Skipped when its inputs are those of the
// last compile: CI builds twice (deploy:check, then npm test), and a compile costs about 7 core-seconds.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { pseudoMessage } from './pseudo-locale.ts'

const root = join(import.meta.dirname, '..')
const pseudoLocale = 'en-XA'

// The inputs: the messages, the project's settings, this script and the pseudo-language's, and the versions of
// Paraglide and of the inlang plugin the settings name.
const inputs = [
  ...(await readdir(join(root, 'messages'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort(),
  'project.inlang/settings.json',
  'scripts/compile-messages.ts',
  'scripts/pseudo-locale.ts',
  'node_modules/@inlang/paraglide-js/package.json',
  'node_modules/@inlang/plugin-message-format/package.json',
]
const hash = createHash('sha256')
for (const file of inputs) hash.update(`${file}\0`).update(await readFile(join(root, file)))
const inputsHash = hash.digest('hex')
const stamp = join(root, 'generated/messages/.inputs')
if (
  existsSync(join(root, 'generated/messages/registry.js')) &&
  (await readFile(stamp, 'utf8').catch(() => '')) === inputsHash
) {
  console.log('messages: generated/messages/ is up to date')
  process.exit(0)
}

// The project as compiled: the real one's settings and messages, plus the pseudo-language's, under generated/.
const project = join(root, 'generated/catalogue')
await rm(project, { recursive: true, force: true })
await mkdir(join(project, 'project.inlang'), { recursive: true })
const settings = JSON.parse(await readFile(join(root, 'project.inlang/settings.json'), 'utf8'))
settings.locales = [...settings.locales, pseudoLocale]
settings.modules = settings.modules.map((module: string) => join(root, module))
await writeFile(join(project, 'project.inlang/settings.json'), JSON.stringify(settings))
await cp(join(root, 'messages'), join(project, 'messages'), { recursive: true })
const english = join(root, 'messages', settings.baseLocale)
await mkdir(join(project, 'messages', pseudoLocale))
for (const file of await readdir(english)) {
  const messages = JSON.parse(await readFile(join(english, file), 'utf8')) as Record<
    string,
    Parameters<typeof pseudoMessage>[0]
  >
  const pseudo = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]))
  await writeFile(join(project, 'messages', pseudoLocale, file), JSON.stringify(pseudo))
}

const { compile } = await import('@inlang/paraglide-js')
await compile({
  project: join(project, 'project.inlang'),
  outdir: join(root, 'generated/messages'),
  // One module per language and an index of the messages, not a module per message: the functions are the same, and
  // a test runner that loads modules one at a time loads seven instead of 850 (decision 049).
  outputStructure: 'locale-modules',
  // The portal passes each guest's locale itself (src/i18n/texts.ts): the runtime's own strategies never decide.
  strategy: ['baseLocale'],
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
  includeEslintDisableComment: false,
})
// The compiled plurals build an Intl.PluralRules on every call, which costs far more than using one (a page words a
// dozen counts): keep one per language and kind (cardinal or ordinal, the only option messages give) instead, and
// each count's category once it is known (pages word the same few counts; bounded all the same).
// The key is the language and kind only: a message that gave the plural other options would need them in it.
const messageFiles = join(root, 'generated/messages/messages')
for (const file of await readdir(messageFiles)) {
  const text = await readFile(join(messageFiles, file), 'utf8')
  for (const [call, options] of text.matchAll(/registry\.plural\([^,]+, [^,]+, (\{[^}]*\})\)/g))
    if (!/^\{(type: "(cardinal|ordinal)")?\}$/.test(options ?? ''))
      throw new Error(`${file}: ${call}: plural options the build does not key by`)
}
const registry = join(root, 'generated/messages/registry.js')
const source = await readFile(registry, 'utf8')
const perCall = 'return new Intl.PluralRules(locale, options).select(Number(input))'
if (!source.includes(perCall)) throw new Error(`${registry}: the plural function is not the one this build expects`)
const cached = source.replace(
  perCall,
  `const key = options?.type ? \`\${locale}|\${options.type}\` : locale
\tlet kept = pluralRules.get(key)
\tif (!kept) pluralRules.set(key, (kept = { rules: new Intl.PluralRules(locale, options), categories: new Map() }))
\tconst count = Number(input)
\tlet category = kept.categories.get(count)
\tif (category === undefined) {
\t\tcategory = kept.rules.select(count)
\t\tif (kept.categories.size < 1000) kept.categories.set(count, category)
\t}
\treturn category`,
)
await writeFile(
  registry,
  `${cached}\n/** @type {Map<string, { rules: Intl.PluralRules, categories: Map<number, Intl.LDMLPluralRule> }>} */\nconst pluralRules = new Map()\n`,
)
await writeFile(stamp, inputsHash)
console.log('messages → generated/messages/')
// The inlang SDK leaves a handle open after compiling; nothing else is pending here.
process.exit(0)
