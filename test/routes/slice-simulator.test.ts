// /slice-simulator: framed only by the content service, rendering the slices it sends with the
// same SliceZone as real pages.
import { compressToEncodedURIComponent } from 'lz-string'
import { describe, expect, it } from 'vitest'
import { site, visit } from './support.ts'

const slices = [
  {
    slice_type: 'text',
    variation: 'default',
    version: 'initial',
    primary: { text: [{ type: 'paragraph', text: 'Hello <world>', spans: [] }] },
    items: [],
    id: 'text$1',
  },
  { slice_type: 'carousel', variation: 'default', version: 'initial', primary: {}, items: [], id: 'carousel$2' },
  {
    slice_type: 'call_to_action',
    variation: 'default',
    version: 'initial',
    primary: { title: 'Book now', text: [], link: { link_type: 'Web', url: 'https://example.com' }, link_label: 'Go' },
    items: [],
    id: 'cta$3',
  },
]

describe('slice simulator', () => {
  it('may be framed by the content service only, and no other page may be framed', async () => {
    const response = await visit('/slice-simulator')
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    // The sandbox's endpoint names no repository, and the tests' site is not local.
    expect(csp).toMatch(/frame-ancestors https:\/\/\*\.prismic\.io$/)
    expect(response.headers.get('x-frame-options')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toMatch(/<script type="module" nonce="[^"]+" src="\/_build\/slice-simulator-\w+\.js"><\/script>/)
    expect(html).toContain('<div class="slice-simulator"><div class="slice-simulator--root">')
    expect(html).not.toContain('site-header') // the page alone
    const other = await visit('/about-us')
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(other.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('renders the slices of ?state= one element per slice, unknown ones as a note', async () => {
    const html = await (
      await visit(`/slice-simulator?state=${compressToEncodedURIComponent(JSON.stringify(slices))}`)
    ).text()
    const zone = /<div data-slice-zone="" class="content-page stack">(.*?)<\/div><\/div><\/div>/s.exec(html)?.[1] ?? ''
    expect(zone.match(/<(section|figure) class="slice /g)).toHaveLength(3)
    expect(zone).toContain('Hello &lt;world&gt;')
    expect(zone).toContain('The guest portal does not show “carousel” slices.')
    expect(zone).toContain('<h2>Book now</h2>')
    expect(await (await visit('/slice-simulator?state=not-lz')).text()).toContain(
      'Slices sent by the slice simulator appear here.',
    )
  })

  it('drops embeds and unsafe links from rich text, and skips a slice it cannot read', async () => {
    const risky = [
      {
        slice_type: 'text',
        variation: 'default',
        version: 'initial',
        id: 'text$1',
        items: [],
        primary: {
          text: [
            {
              type: 'paragraph',
              text: 'Click me',
              spans: [{ type: 'hyperlink', start: 0, end: 5, data: { link_type: 'Web', url: 'javascript:alert(1)' } }],
            },
            {
              type: 'embed',
              oembed: {
                embed_url: 'https://evil.example',
                type: 'rich',
                html: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
              },
            },
            {
              type: 'paragraph',
              text: 'Safe',
              spans: [
                { type: 'hyperlink', start: 0, end: 4, data: { link_type: 'Web', url: 'https://example.com/?a="b"' } },
              ],
            },
          ],
        },
      },
      {
        slice_type: 'text',
        variation: 'default',
        version: 'initial',
        id: 'text$2',
        items: [],
        primary: { text: [{ type: 'paragraph', text: 'x' }] },
      },
    ]
    const response = await visit('/slice-simulator', {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: JSON.stringify({ slices: risky }),
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('http-equiv')
    expect(html).toContain('<p>Click me</p>')
    expect(html).toContain('<a href="https://example.com/?a=&quot;b&quot;" rel="noopener noreferrer">Safe</a>')
    expect(html).toContain('The guest portal does not show “text” slices.') // the unreadable one, kept in its place
  })

  it('answers the page script’s POST with the slice zone’s HTML, and a clear 400 for anything else', async () => {
    const response = await visit('/slice-simulator', {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: JSON.stringify({ slices }),
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html.startsWith('<div data-slice-zone=""')).toBe(true)
    expect(html).toContain('Hello &lt;world&gt;')
    const bad = await visit('/slice-simulator', {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: '{"slices": 3}',
    })
    expect(bad.status).toBe(400)
  })
})
