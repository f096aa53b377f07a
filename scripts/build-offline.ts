// The installable, offline side of the build (decision 030), called by build.ts: the app icons
// drawn from the one source image, the web app manifest, and the service worker with the list of
// files it keeps (Workbox's precache manifest).
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import { build } from 'esbuild'
import { appIdentity } from '../src/domain/app-identity.ts'

const root = join(import.meta.dirname, '..')
const publicDir = join(root, 'public')
/** The one source image of every icon: the favicon. */
const sourceImage = join(publicDir, 'favicon.svg')

const hashOf = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10)
const publicUrl = (file: string) => `/${relative(publicDir, file).split('\\').join('/')}`

export interface AppIcon {
  readonly src: string
  readonly sizes: string
  readonly type: 'image/png'
  readonly purpose: 'any' | 'maskable'
}

/**
 * PNG icons at 192 and 512 px, and a maskable 512 px one: the image on the theme colour, inside
 * the middle 70 % (launchers crop maskable icons to as little as the middle 80 % circle).
 */
export async function buildIcons(outdir: string): Promise<AppIcon[]> {
  await initWasm(await readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')))
  const source = await readFile(sourceImage, 'utf8')
  const inset = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${appIdentity.themeColor}"/><image x="77" y="77" width="358" height="358" href="${inset}"/></svg>`
  const icons: AppIcon[] = []
  for (const [svg, size, purpose] of [
    [source, 192, 'any'],
    [source, 512, 'any'],
    [maskable, 512, 'maskable'],
  ] as const) {
    const png = Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng())
    const file = join(outdir, `icon-${purpose}-${size}-${hashOf(png)}.png`)
    await writeFile(file, png)
    icons.push({ src: publicUrl(file), sizes: `${size}x${size}`, type: 'image/png', purpose })
  }
  return icons
}

/** /manifest.webmanifest: what a browser installs (SPEC-free, ours: decision 030). */
export async function writeWebManifest(icons: readonly AppIcon[]): Promise<string> {
  const manifest = {
    id: appIdentity.startUrl,
    name: appIdentity.name,
    short_name: appIdentity.shortName,
    description: appIdentity.description,
    start_url: appIdentity.startUrl,
    scope: '/',
    display: 'standalone',
    theme_color: appIdentity.themeColor,
    background_color: appIdentity.backgroundColor,
    lang: 'en-GB',
    icons,
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`
  await writeFile(join(publicDir, 'manifest.webmanifest'), text)
  return text
}

/** A hash of every file under a folder: the offline page's revision, which changes with the code that renders it. */
async function treeHash(dir: string): Promise<string> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  const hash = createHash('sha256')
  for (const file of files) hash.update(relative(dir, file)).update(await readFile(file))
  return hash.digest('hex').slice(0, 10)
}

/**
 * Builds /sw.js from src/browser/service-worker/ with its precache list: every built file under /_build/
 * (hashed names: no revision needed) but the build manifest, which open tabs ask the network for,
 * the slice simulator's script and the icons; plus the offline page, the favicon and the web app manifest.
 */
export async function buildServiceWorker(outdir: string, options: { stylesheet: string; skip: readonly string[] }) {
  // Icons are left out: a browser fetches them once, when it installs the app.
  const built = (await readdir(outdir)).filter((name) => name !== 'manifest.json' && !name.endsWith('.png'))
  const precache = built
    .map((name) => publicUrl(join(outdir, name)))
    .filter((url) => !options.skip.includes(url))
    .map((url) => ({ url, revision: null as string | null }))
  precache.push(
    { url: '/offline', revision: await treeHash(join(root, 'src')) },
    { url: '/favicon.svg', revision: hashOf(await readFile(sourceImage)) },
    { url: '/manifest.webmanifest', revision: hashOf(await readFile(join(publicDir, 'manifest.webmanifest'))) },
  )
  const result = await build({
    entryPoints: [join(root, 'src/browser/service-worker/sw.ts')],
    outfile: join(publicDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    define: {
      'self.__WB_MANIFEST': JSON.stringify(precache),
      GP_STYLESHEET: JSON.stringify(options.stylesheet),
      'process.env.NODE_ENV': '"production"',
    },
    metafile: true,
    logLevel: 'warning',
  })
  const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0
  return { precache, bytes }
}
