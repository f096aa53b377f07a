// The account area's content pages against the Prismic sandbox: tailor your holiday, what's on,
// what to arrange when, and the home page's reminders.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import {
  clearFaults,
  createGuest,
  demo,
  fault,
  signIn,
  visit,
  warm,
  type CookieJar,
  pageText as text,
  emptyContentCache,
} from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

const emptyCache = async () => {
  await emptyContentCache()
}

let olivia: CookieJar // arrives in 10 days: three weeks
let grace: CookieJar // mid stay
beforeAll(async () => {
  ;[olivia, grace] = await Promise.all([signIn(demo.olivia), signIn(demo.grace)])
})

describe('tailor your holiday', () => {
  it('lists the documents in the editors’ order, with responsive images', async () => {
    const response = await visit('/account/tailor-your-holiday', { jar: olivia })
    expect(response.status).toBe(200)
    const html = await text(response)
    const order = ['Airport transfers', 'Car hire', 'Welcome hampers', 'Clubs and upgrades'].map((title) =>
      html.indexOf(`>${title}</a>`),
    )
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true)
    expect(html).toContain('href="/account/tailor-your-holiday/car-hire"')
    const srcset = /srcSet="([^"]+)"/i.exec(html)?.[1] ?? ''
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['640w', '828w', '1200w', '2048w', '3840w'])
  })

  it('shows one with its slices, and 404s an unknown or malformed uid', async () => {
    const response = await visit('/account/tailor-your-holiday/airport-transfers', { jar: olivia })
    expect(response.status).toBe(200)
    const html = await text(response)
    expect(html).toContain('<h1>Airport transfers</h1>')
    expect(html).toContain('Our drivers track your flight')
    expect(html).toContain('<figcaption>About 40 minutes from the airport to the resort.</figcaption>')
    expect(html).toMatch(
      /<a class="button" href="https:\/\/www\.example-resort\.com\/extras\/transfers" rel="noopener">Book a transfer<span class="visually-hidden"> \(another website\)<\/span><\/a>/,
    )
    const unknown = await visit('/account/tailor-your-holiday/no-such-thing', { jar: olivia })
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Page Not Found: /account/tailor-your-holiday/no-such-thing')
    expect((await visit('/account/tailor-your-holiday/Bad_Uid', { jar: olivia })).status).toBe(404)
  })

  it('sends a visitor who is not signed in to login', async () => {
    const response = await visit('/account/tailor-your-holiday')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toContain('/account/login')
  })
})

describe("what's on", () => {
  it('shows the highlights as cards in the modal island, each linking to its details on the page', async () => {
    const response = await visit('/account/whats-on', { jar: olivia })
    expect(response.status).toBe(200)
    const html = await text(response)
    expect(html).toContain('data-island="WhatsOnHighlights"')
    expect(html).toContain('<h2 class="highlight-card__title">Beach barbecue</h2>')
    expect(html).toMatch(
      /<a class="highlight-card__more" href="#highlight-1">More<span class="visually-hidden"> about Beach barbecue<\/span><\/a>/,
    )
    expect(html).toContain('<article id="highlight-1" class="highlight-detail" tabindex="-1"><h3>Beach barbecue</h3>')
    expect(html).toContain('Grilled fish, salads and music on the beach.')
  })

  it("puts the guest's first name in for the content's '[name]' placeholder, escaped", async () => {
    const html = await (await visit('/account/whats-on', { jar: olivia })).text()
    expect(html).toContain('every week of the season, Olivia.')
    expect(html).not.toContain('[name]')
    const odd = await signIn(await createGuest({ firstName: 'Zoë <b>' }))
    const page = await (await visit('/account/whats-on', { jar: odd })).text()
    expect(page).toContain('every week of the season, Zoë &lt;b&gt;.')
  })
})

describe('what to arrange when', () => {
  it('groups the items by reminder timing in the order of the holiday, the home mode’s group marked now', async () => {
    const order = [
      'Soon after booking',
      'Two months before you travel',
      'Three weeks before you travel',
      'During your stay',
      'After your stay',
    ]
    const html = await text(await visit('/account/what-to-arrange-when', { jar: olivia }))
    expect([...html.matchAll(/<h2 id="timing-\d">([^<]+)/g)].map((m) => m[1])).toEqual(order)
    expect(html).toMatch(/Three weeks before you travel<span class="badge">Now<\/span>/)
    const midStay = await text(await visit('/account/what-to-arrange-when', { jar: grace }))
    expect([...midStay.matchAll(/<h2 id="timing-\d">([^<]+)/g)].map((m) => m[1])).toEqual(order)
    expect(midStay).toMatch(/During your stay<span class="badge">Now<\/span>/)
    expect(midStay.match(/class="badge">Now</g)).toHaveLength(1)
  })

  it('gives the home page the items of its mode', async () => {
    const html = await text(await visit('/account', { jar: olivia }))
    expect(html).toContain('Things to arrange now')
    expect(html).toContain('Order a welcome hamper')
    expect(html).toContain('Complete registration')
    expect(html).not.toContain('Add your flights') // two months: not this mode
    const midStay = await text(await visit('/account', { jar: grace }))
    expect(midStay).toContain('See what is on this week')
  })

  it('keeps the home page when the content service is down and nothing is cached', async () => {
    expectConsoleErrors(/"where":"(advance\.summary|content\.arrangeNow|content\.villas)"/)
    await emptyCache()
    await fault({ path: '/prismic', status: 503 })
    const response = await visit('/account', { jar: olivia })
    expect(response.status).toBe(200)
    const html = await text(response)
    expect(html).toContain('Your reminders are unavailable just now.')
    expect(html).toContain("Who's coming")
    expect(html).toContain('class="hero hero--three-weeks"') // without the villa's photo
    expect(html).not.toContain('hero__frame')
  })
})

describe('content errors on the account pages (SPEC §8)', () => {
  const pages = [
    '/account/tailor-your-holiday',
    '/account/tailor-your-holiday/car-hire',
    '/account/whats-on',
    '/account/what-to-arrange-when',
  ]
  const outages = [
    [
      '400 parsing error',
      {
        path: '/prismic/api/v2/documents/search',
        status: 400,
        body: JSON.stringify({ type: 'parsing-error', message: 'unexpected field', line: 1, column: 2 }),
      },
    ],
    [
      '401 forbidden',
      {
        path: '/prismic/api/v2/documents/search',
        status: 401,
        body: JSON.stringify({ message: 'Invalid access token' }),
      },
    ],
    [
      '403 forbidden',
      { path: '/prismic/api/v2/documents/search', status: 403, body: JSON.stringify({ message: 'Forbidden' }) },
    ],
    [
      '404 repository not found',
      { path: '/prismic/api/v2', status: 404, body: JSON.stringify({ message: 'Repository not found' }) },
    ],
    ['500 outage', { path: '/prismic', status: 500 }],
  ] as const

  it.each(outages)('%s: the cached copy is served', async (_name, spec) => {
    for (const page of pages) expect((await warm(page, { jar: olivia })).status).toBe(200)
    await fault(spec)
    await env.CONTENT_CACHE.put(
      'prismic:master-ref',
      JSON.stringify({ storedAt: 0, value: JSON.parse((await env.CONTENT_CACHE.get('prismic:master-ref'))!).value }),
    ) // stale: a refresh is due
    for (const page of pages) expect((await visit(page, { jar: olivia })).status, page).toBe(200)
  })

  it.each(outages)('%s: with nothing cached, a clear sentence in the page frame', async (_name, spec) => {
    expectConsoleErrors(/"where":"content\.(tailor|whatsOn|arrangeWhen)"/)
    await emptyCache()
    await fault(spec)
    for (const page of pages) {
      const response = await visit(page, { jar: olivia })
      expect(response.status, page).toBe(503)
      const html = await text(response)
      expect(html).toMatch(/are unavailable just now\. Please try again in a few minutes/)
      expect(html).toContain('href="/account/contact-us"') // the frame is still there
    }
  })
})
