// Stand-in for Prismic's image CDN: an illustration of the resort per image name (illustrations.ts), whatever imgix
// parameters (w, auto, q, …) the portal adds for its responsive widths.
import { Hono } from 'hono'
import { illustration } from './illustrations.ts'

export const images = new Hono().get('/:file{[a-z0-9-]+\\.svg}', (c) =>
  c.body(illustration(c.req.param('file').replace(/\.svg$/, '')), 200, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=86400',
  }),
)
