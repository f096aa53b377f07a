// The sandbox's Prismic Content API answers @prismicio/client as the real one does: metadata
// and refs, search with predicates and routes, and the errors the client sorts.
import * as prismic from '@prismicio/client'
import { describe, expect, it, vi } from 'vitest'
import { control as send, sandboxUrl, useSandbox } from './support.ts'

useSandbox()
const endpoint = () => `${sandboxUrl()}/prismic/api/v2`
const control = (path: string, body: unknown = {}) => send<{ ref: string }>(path, 'POST', body)
const fault = (spec: Record<string, unknown>) => send('/faults', 'POST', spec)

const client = () =>
  prismic.createClient(endpoint(), {
    routes: [
      { type: 'faq_category', path: '/account/faq/:uid' },
      { type: 'page', path: '/:uid' },
    ],
  })

describe('Prismic reads', () => {
  it('reads the help_and_faqs single and a category by uid, with routes resolved', async () => {
    const faqs = await client().getSingle('help_and_faqs')
    const categories = faqs.data.categories as { category: { uid: string } }[]
    expect(categories.map((c) => c.category.uid)).toEqual(['arriving', 'villas', 'children'])
    const villas = await client().getByUID('faq_category', 'villas')
    expect(villas.url).toBe('/account/faq/villas')
    expect((villas.data.questions as unknown[]).length).toBe(2)
  })

  it('filters with any() on ids and pages results', async () => {
    const all = await client().getAllByType('faq_category')
    expect(all).toHaveLength(3)
    const some = await client().getByIDs([all[0]!.id, all[2]!.id])
    expect(some.results.map((d) => d.id).sort()).toEqual([all[0]!.id, all[2]!.id].sort())
    const page = await client().get({
      filters: [prismic.filter.at('document.type', 'faq_category')],
      pageSize: 2,
      page: 2,
    })
    expect(page).toMatchObject({ page: 2, total_pages: 2, results_size: 1, total_results_size: 3 })
  })

  it('answers "nothing found" with an empty page, which getByUID turns into NotFoundError', async () => {
    await expect(client().getByUID('faq_category', 'nope')).rejects.toBeInstanceOf(prismic.NotFoundError)
  })
})

describe('refs and errors', () => {
  it('retries an expired ref with the new master ref (410), and an unknown one (404)', async () => {
    const old = (await (await fetch(endpoint())).json()) as { refs: { ref: string }[] }
    await control('/prismic/publish')
    // Restored however the test ends: the project's files share one process (isolate: false).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const expired = prismic.createClient(endpoint())
      expired.queryContentFromRef(old.refs[0]!.ref)
      expect((await expired.getSingle('help_and_faqs')).type).toBe('help_and_faqs')
      const unknown = prismic.createClient(endpoint())
      unknown.queryContentFromRef('no-such-ref')
      expect((await unknown.getSingle('help_and_faqs')).type).toBe('help_and_faqs')
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/was (expired|invalid)/))
    } finally {
      warn.mockRestore()
    }
  })

  it('expires preview refs', async () => {
    const [doc] = await client().getAllByType('page')
    const { ref } = await control('/prismic/preview', { documentId: doc!.id, lifetimeMs: 0 })
    const preview = prismic.createClient(endpoint())
    preview.queryContentFromRef(ref)
    await new Promise((r) => setTimeout(r, 5))
    await expect(preview.getSingle('help_and_faqs')).rejects.toBeInstanceOf(prismic.PreviewTokenExpiredError)
  })

  it('sorts 400, 401 and 403 as the client expects, and waits out a 429', async () => {
    await expect(client().get({ filters: ['[nonsense(document.type, "x")]'] })).rejects.toBeInstanceOf(
      prismic.ParsingError,
    )
    await fault({
      path: '/prismic/api/v2/documents/search',
      status: 401,
      times: 1,
      body: JSON.stringify({ message: 'Invalid access token' }),
    })
    await expect(client().getSingle('help_and_faqs')).rejects.toBeInstanceOf(prismic.ForbiddenError)
    await fault({
      path: '/prismic/api/v2/documents/search',
      status: 403,
      times: 1,
      body: JSON.stringify({ message: 'Forbidden' }),
    })
    const forbidden = await client()
      .getSingle('help_and_faqs')
      .catch((e: unknown) => e)
    expect(forbidden).toBeInstanceOf(prismic.PrismicError)
    expect(forbidden).not.toBeInstanceOf(prismic.ForbiddenError)
    await fault({ path: '/prismic/api/v2/documents/search', status: 429, times: 1, retryAfter: 1, body: '{}' })
    const started = Date.now()
    expect((await client().getSingle('help_and_faqs')).type).toBe('help_and_faqs')
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })
})

describe('previews and images', () => {
  it('shows a preview its draft and everyone else the published document', async () => {
    const page = await client().getByUID('page', 'about-us')
    const { ref } = await control('/prismic/preview', {
      documentId: page.id,
      data: { ...page.data, title: [{ type: 'heading1', text: 'Draft', spans: [] }] },
    })
    const preview = prismic.createClient(endpoint())
    preview.queryContentFromRef(ref)
    expect(prismic.asText((await preview.getByUID('page', 'about-us')).data.title as prismic.RichTextField)).toBe(
      'Draft',
    )
    expect(prismic.asText((await client().getByUID('page', 'about-us')).data.title as prismic.RichTextField)).toBe(
      'About the resort',
    )
  })

  it('serves the images its documents point at, whatever width is asked for', async () => {
    const doc = await client().getByUID('tailor_your_holiday', 'car-hire')
    const url = (doc.data.image as { url: string }).url
    expect(url.startsWith(`${sandboxUrl()}/prismic/images/`)).toBe(true)
    const image = await fetch(prismic.asImageSrc(doc.data.image as prismic.ImageField, { width: 640 })!)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('<svg')
  })
})
