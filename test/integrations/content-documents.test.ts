// Content documents shaped once per kept document (src/integrations/content/documents.ts and pages.ts): the reader
// hands every request the same frozen document while it is kept (cache.ts), so each request gets the same shaped
// value; a document read afresh is shaped again, so a change to any of its fields shows.
import { describe, expect, it } from 'vitest'
import type { ContentReader } from '../../src/integrations/content/reader.ts'
import { tailorCards, tailorPage } from '../../src/integrations/content/documents.ts'
import { contentPage } from '../../src/integrations/content/pages.ts'
import { villaRooms } from '../../src/integrations/content/advance-content.ts'

const heading = (text: string) => [{ type: 'heading1', text, spans: [] }]
const tailor = (uid: string | null, title: string, lang = 'en-gb') => ({
  uid,
  lang,
  data: { title: heading(title), summary: ` ${title} summary `, image: {} },
})
/** A reader that answers what it is given: the documents as a kept read would hand them over. */
const readerOf = (docs: Record<string, unknown>) =>
  ({
    allByType: async (type: string) => docs[type],
    byUID: async (type: string, uid: string) => docs[`${type}:${uid}`],
    byUIDs: async (type: string, uids: readonly string[]) => uids.map((uid) => docs[`${type}:${uid}`]),
    villasByCode: async () => docs.villas,
  }) as unknown as ContentReader

describe('tailor-your-holiday documents', () => {
  it('shapes each kept card once, leaves out those that do not read, and shapes a fresh read again', async () => {
    const kept = [tailor('car-hire', 'Car hire'), tailor(null, 'No uid'), { uid: 'broken', lang: 'en-gb', data: {} }]
    const reader = readerOf({ tailor_your_holiday: kept })
    const first = await tailorCards(reader)
    expect(first).toEqual([
      { uid: 'car-hire', title: 'Car hire', summary: 'Car hire summary', image: undefined, lang: 'en-GB' },
    ])
    expect((await tailorCards(reader))[0]).toBe(first[0])
    expect(Object.isFrozen(first[0])).toBe(true)
    const changed = await tailorCards(readerOf({ tailor_your_holiday: [tailor('car-hire', 'Cars', 'de-de')] }))
    expect(changed[0]).toMatchObject({ title: 'Cars', lang: 'de' })
  })

  it('shapes a kept page once, and throws for a page that does not read, each time', async () => {
    const reader = readerOf({
      'tailor_your_holiday:car-hire': tailor('car-hire', 'Car hire'),
      'tailor_your_holiday:broken': { uid: 'broken', lang: 'en-gb', data: { title: 'not rich text' } },
    })
    const page = await tailorPage(reader, 'car-hire')
    expect(page).toMatchObject({ uid: 'car-hire', title: 'Car hire', slices: [] })
    expect(await tailorPage(reader, 'car-hire')).toBe(page)
    await expect(tailorPage(reader, 'broken')).rejects.toThrow()
    await expect(tailorPage(reader, 'broken')).rejects.toThrow()
  })
})

describe('content pages', () => {
  it('shapes a kept page once, and a page read afresh again', async () => {
    const doc = { uid: 'about-us', lang: 'en-gb', data: { title: heading('About us') } }
    const page = await contentPage(readerOf({ 'page:about-us': doc }), 'about-us')
    expect(page).toEqual({ title: 'About us', slices: [], lang: 'en-GB' })
    expect(await contentPage(readerOf({ 'page:about-us': doc }), 'about-us')).toBe(page)
    const fresh = { ...doc, data: { title: heading('About the resort') } }
    expect((await contentPage(readerOf({ 'page:about-us': fresh }), 'about-us')).title).toBe('About the resort')
  })
})

describe("villas' room choices", () => {
  const villa = (value: string) => ({
    uid: 'villa-ab',
    lang: 'en-gb',
    data: { room_configurations: [{ value: ` ${value} `, label: null }, { value: ' ' }] },
  })
  const villas = new Map([['AB', { uid: 'villa-ab', name: 'Villa Azul' }]])

  it("shapes a kept villa's choices once, a fresh read again, and gives none for a villa that does not read", async () => {
    const kept = villa('twin')
    const [first] = await villaRooms(readerOf({ villas, 'villa:villa-ab': kept }), ['AB'])
    expect(first).toEqual({
      code: 'AB',
      name: 'Villa Azul',
      choices: [{ value: 'twin', label: 'twin', description: '' }],
    })
    const [again] = await villaRooms(readerOf({ villas, 'villa:villa-ab': kept }), ['AB'])
    expect(again?.choices).toBe(first?.choices)
    const [fresh] = await villaRooms(readerOf({ villas, 'villa:villa-ab': villa('double') }), ['AB'])
    expect(fresh?.choices[0]?.value).toBe('double')
    const broken = { uid: 'villa-ab', lang: 'en-gb', data: { room_configurations: 'none' } }
    const [none] = await villaRooms(readerOf({ villas, 'villa:villa-ab': broken }), ['AB'])
    expect(none?.choices).toEqual([])
  })
})
