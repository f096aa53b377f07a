// Compiles the message catalogue (generated/messages/), then builds the browser side: one bundle per island (src/browser/islands/*.tsx, PascalCase), the
// loader that hydrates them (src/browser/hydrate.ts), shared chunks (React) and the
// stylesheet, all with content hashes under public/_build/, plus manifest.json with the
// build id. The worker reads the manifest to write script and style URLs. Then the app icons,
// the web app manifest and the service worker (scripts/build-offline.ts, decision 030).
import { build, type Plugin, transform } from 'esbuild'
import subsetFont from 'subset-font'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import { execFileSync } from 'node:child_process'
import { buildIcons, buildServiceWorker, writeWebManifest } from './scripts/build-offline.ts'
import { writePageWords } from './scripts/page-words.ts'

const root = import.meta.dirname

// The message catalogue first: the worker's views import its compiled functions (decision 045). In its own process,
// as the inlang SDK keeps its process alive after compiling.
execFileSync(process.execPath, [join(root, 'scripts/compile-messages.ts')], { stdio: 'inherit' })
await writePageWords(root)
const outdir = join(root, 'public/_build')
const browserDir = join(root, 'src/browser')
const islandsDir = join(browserDir, 'islands')

/** The URL of a built file under public/. */
const publicUrl = (file: string) => `/${relative(join(root, 'public'), join(root, file)).split('\\').join('/')}`

const islandFiles = (await readdir(islandsDir)).filter((f) => /^[A-Z]\w*\.tsx$/.test(f))

await rm(outdir, { recursive: true, force: true })
await mkdir(outdir, { recursive: true })

/**
 * Each island's browser bundle is its component plus React's hydration (src/browser/mount.ts), so
 * React comes with the first island a page hydrates. The pairing is made here, in a virtual
 * entry per island, so the server (which imports the components) never bundles react-dom/client.
 */
const islandEntries: Plugin = {
  name: 'island-entries',
  setup(build) {
    build.onResolve({ filter: /^island:/ }, (args) => ({
      path: args.path.slice('island:'.length),
      namespace: 'island',
    }))
    build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => ({
      contents: `export { default } from ${JSON.stringify(join(islandsDir, args.path))}\nexport { mount } from ${JSON.stringify(join(browserDir, 'mount.ts'))}\n`,
      resolveDir: islandsDir,
      loader: 'ts',
    }))
  },
}

const result = await build({
  entryPoints: [
    join(browserDir, 'hydrate.ts'),
    ...islandFiles.map((f) => ({ in: `island:${f}`, out: f.replace(/\.tsx$/, '') })),
  ],
  plugins: [islandEntries],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  // Islands are written against React's API and rendered on the server by React; in the browser
  // they run on preact/compat, about a seventh of react-dom's bytes (decision 018).
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
  },
  metafile: true,
  logLevel: 'warning',
})

const islands: Record<string, string> = {}
let loader = ''
const entries = new Set(['hydrate.ts', ...islandFiles])
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  // Lazily imported modules (monitoring) are entry points to esbuild too, but not islands.
  const entry = output.entryPoint && basename(output.entryPoint.replace(/^island:/, ''))
  if (!entry || !entries.has(entry)) continue
  const url = publicUrl(file)
  const name = entry.replace(/\.tsx?$/, '')
  if (name === 'hydrate') loader = url
  else islands[name] = url
}

// The slice simulator's script is built on its own: no React, and @prismicio/simulator's
// development mode, which also accepts the local Slice Machine (http://localhost:9999) besides
// *.prismic.io. Only those two may frame the page (CSP frame-ancestors), so only they can talk to it.
const simulator = await build({
  entryPoints: [join(browserDir, 'slice-simulator.ts')],
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  entryNames: '[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"development"' },
  metafile: true,
  logLevel: 'warning',
})
const simulatorScript = Object.keys(simulator.metafile.outputs).find((file) => file.endsWith('.js'))
if (!simulatorScript) throw new Error('The slice simulator build wrote no script.')
const scripts = { sliceSimulator: publicUrl(simulatorScript) }

// The heading face (docs/design.md): Latin only, one weight, copied under a hashed name like every built file; the
// stylesheet names it by a placeholder path that becomes that name.
const headingFont = await readFile(
  join(root, 'node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2'),
)
const headingFontName = `heading-${createHash('sha256').update(headingFont).digest('hex').slice(0, 10)}.woff2`
await writeFile(join(outdir, headingFontName), headingFont)
const headingFontPlaceholder = '/_build/heading.woff2'
// The first-contact cut of the same face (issue 38): the letters of headings in the Latin-script languages, about half
// the bytes, for the sign-in layout's first screen (preloaded there; decision 054). Any other letter falls to the
// metric-matched fallback by its unicode-range, as Arabic does from the whole face.
const firstContactLetters =
  " !'’,-.:?¿¡0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÀÁÂÄÇÈÉÊËÍÎÏÑÓÔÖÙÚÛÜßàáâäçèéêëíîïñóôöùúûüŒœ"
const firstFont = Buffer.from(await subsetFont(headingFont, firstContactLetters, { targetFormat: 'woff2' }))
const firstFontName = `heading-first-${createHash('sha256').update(firstFont).digest('hex').slice(0, 10)}.woff2`
await writeFile(join(outdir, firstFontName), firstFont)
const firstFontPlaceholder = '/_build/heading-first.woff2'
const firstFontRange = [...new Set(firstContactLetters)]
  .map((letter) => `U+${letter.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`)
  .join(',')

// Minified (the source is formatted for reading; guests pay for every byte of the inline copy), which
// also leaves no CRLF for the browser to turn into LF before it hashes an inline <style>.
const cssSource = await readFile(join(root, 'src/views/styles.css'), 'utf8')
if (!cssSource.includes(headingFontPlaceholder)) throw new Error(`styles.css names no ${headingFontPlaceholder}`)
if (!cssSource.includes(firstFontPlaceholder)) throw new Error(`styles.css names no ${firstFontPlaceholder}`)
const allCss = (
  await transform(
    cssSource
      .replaceAll(headingFontPlaceholder, `/_build/${headingFontName}`)
      .replaceAll(firstFontPlaceholder, `/_build/${firstFontName}`)
      .replace('unicode-range: U+FFFF; /* first-contact letters */', `unicode-range: ${firstFontRange};`),
    { loader: 'css', minify: true },
  )
).code
const faceRule = (file: string) => new RegExp(`@font-face\\{[^}]*${file.replace('.', '\\.')}[^}]*\\}`)
// The linked file has the whole face, which later pages fetch; not the first-contact cut, only ever a first page's.
const css = Buffer.from(allCss.replace(faceRule(firstFontName), ''))
if (css.length === Buffer.byteLength(allCss)) throw new Error('No @font-face for the first-contact cut of the face')
const cssName = `app-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
await writeFile(join(outdir, cssName), css)
// The stylesheet inlined on a browser's first page (decision 021), for the worker only (not a
// public file), with the hash the CSP's style-src allows it by. It names no heading face: a cold
// first page paints and finishes loading in the metric-matched fallback without fetching it, and
// every later page links the file, face and all (decision 044).
const inlineCss = allCss.replace(faceRule(headingFontName), '')
if (inlineCss.length === allCss.length)
  throw new Error('No @font-face for the heading face to leave out of the inline copy')
const inlineStyle = {
  text: inlineCss,
  hash: `'sha256-${createHash('sha256').update(inlineCss).digest('base64')}'`,
}
await mkdir(join(root, 'generated'), { recursive: true })
await writeFile(join(root, 'generated/stylesheet.json'), `${JSON.stringify(inlineStyle)}\n`)

const buildId = createHash('sha256')
  .update(JSON.stringify({ islands, loader, cssName, scripts }))
  .digest('hex')
  .slice(0, 12)
const manifest = {
  buildId,
  css: `/_build/${cssName}`,
  font: `/_build/${headingFontName}`,
  firstFont: `/_build/${firstFontName}`,
  loader,
  islands,
  scripts,
}
await writeFile(join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`build ${buildId}: ${Object.keys(islands).length} islands → public/_build/`)

// Last, so the service worker's precache list holds every file written above.
await writeWebManifest(await buildIcons(outdir))
// The first-contact cut is only a first page's: a guest the service worker serves has the whole face.
const worker = await buildServiceWorker(outdir, {
  stylesheet: manifest.css,
  skip: [scripts.sliceSimulator, manifest.firstFont],
})
console.log(
  `service worker: ${(worker.bytes / 1024).toFixed(1)} KB, ${worker.precache.length} files kept → public/sw.js`,
)
