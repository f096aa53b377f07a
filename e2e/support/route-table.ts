// The portal's route table, its site map and its words, for the journeys that visit every page (design, navigation).
// esbuild bundles them and Node loads the bundle: through Vitest's module runner the same ~900 modules (every route's
// views and the message catalogue) took about 12 core-seconds a file, about 1 this way (decision 062).
import { buildSync } from 'esbuild'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type * as Routes from '../../src/routes/index.ts'
import type * as SiteMap from '../../src/domain/site-map.ts'
import type * as Texts from '../../src/i18n/texts.ts'

type Portal = Pick<typeof Routes, 'routeModules'> &
  Pick<typeof SiteMap, 'siteMap' | 'siteLinksIn'> &
  Pick<typeof Texts, 'textsFor'>

function load(): Portal {
  const dir = mkdtempSync(join(tmpdir(), 'portal-route-table-'))
  try {
    const outfile = join(dir, 'route-table.cjs')
    buildSync({
      stdin: {
        contents: [
          "export { routeModules } from './src/routes/index.ts'",
          "export { siteLinksIn, siteMap } from './src/domain/site-map.ts'",
          "export { textsFor } from './src/i18n/texts.ts'",
        ].join('\n'),
        resolveDir: join(import.meta.dirname, '../..'),
        loader: 'ts',
      },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      jsx: 'automatic',
      // As the worker's bundle resolves its packages; the platform's own modules are left to the worker.
      conditions: ['workerd', 'worker'],
      external: ['cloudflare:*'],
      outfile,
      logLevel: 'warning',
    })
    return createRequire(import.meta.url)(outfile) as Portal
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export const { routeModules, siteMap, siteLinksIn, textsFor } = load()
