import { Hono } from 'hono'
import { decompressFromEncodedURIComponent } from 'lz-string'
import * as v from 'valibot'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { manifest, render } from '../http/rendering/render.tsx'
import { renderToString } from 'react-dom/server.edge'
import { contentSlices } from '../integrations/content/fields.ts'
import { SimulatorSlices } from '../features/content/SliceSimulatorPage.tsx'
import { routeModule } from './route-module.ts'

/** A page of slices is far below this; more is not an editor's page. */
const Slices = v.pipe(v.array(v.unknown()), v.maxLength(50))
const SlicesBody = v.object({ slices: Slices })

/** The `state` parameter of the simulator's server rendering: LZ-compressed JSON of the slices. */
function slicesFromState(state: string | undefined): unknown[] {
  if (!state || state.length > 60_000) return []
  try {
    const parsed = v.safeParse(Slices, JSON.parse(decompressFromEncodedURIComponent(state) ?? ''))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

/**
 * /slice-simulator (SPEC §2): the content service's simulator frames this page (the only page
 * it may frame) and sends slices; they are rendered by the same SliceZone as real pages. GET
 * renders the page (slices from `?state=` when given); the page's script POSTs each new set of
 * slices and swaps in the HTML answered here.
 */
const handlers = new Hono<AppEnv>()
  .get('/', (c) => {
    const t = c.get('texts')
    return render(
      c,
      <SimulatorSlices
        slices={contentSlices(slicesFromState(c.req.query('state')), { keepUnsupported: true })}
        t={t}
        wrapped
      />,
      {
        title: t.content_simulator_title(),
        layout: 'bare',
        moduleScript: manifest.scripts.sliceSimulator,
        noStore: true,
      },
    )
  })
  .post('/', async (c) => {
    const body = v.safeParse(SlicesBody, await c.req.json().catch(() => undefined))
    if (!body.success) return c.text('Send {"slices": [...]} as JSON.', 400)
    // Slices wait for nothing: one string.
    const html = renderToString(
      <SimulatorSlices slices={contentSlices(body.output.slices, { keepUnsupported: true })} t={c.get('texts')} />,
    )
    return c.body(html, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  })

export const sliceSimulatorRoute = routeModule(
  '/slice-simulator',
  [{ name: 'slice-simulator', overlayHeader: false, auth: false }],
  handlers,
)
