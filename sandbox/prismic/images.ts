// Stand-in for Prismic's image CDN: a light SVG per image name, whatever imgix parameters
// (w, auto, …) the portal adds for its responsive widths. Colours come from the name.
import { Hono } from 'hono'

const palette = ['#0b5563', '#2a7f62', '#c36f09', '#6a4c93', '#1d3557', '#8c2f39', '#3d5a80']

export const images = new Hono().get('/:file{[a-z0-9-]+\\.svg}', (c) => {
  const name = c.req.param('file').replace(/\.svg$/, '')
  const hash = [...name].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7)
  const [from, to] = [palette[hash % palette.length]!, palette[(hash >> 3) % palette.length]!]
  const label = name.replaceAll('-', ' ')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600" viewBox="0 0 2400 1600"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="2400" height="1600" fill="url(#g)"/><text x="1200" y="830" font-family="sans-serif" font-size="160" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' })
})
