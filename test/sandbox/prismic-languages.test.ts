// The sandbox's Prismic locales, as the portal reads them (issue 29): `lang` on the REST API (missing: the master
// locale, en-gb; `*`: every locale), translations linked in `alternate_languages`, the GraphQL `lang` argument, and a
// control that changes one document and publishes.
import * as prismic from '@prismicio/client'
import { describe, expect, it } from 'vitest'
import { control as send, sandboxUrl, useSandbox } from './support.ts'
import { runQuery } from '../../sandbox/prismic/graphql.ts'
import type { DocumentRow } from '../../sandbox/prismic/store.ts'

useSandbox()
const client = () => prismic.createClient(`${sandboxUrl()}/prismic/api/v2`)
const title = (doc: prismic.PrismicDocument) => prismic.asText(doc.data.title as prismic.RichTextField)

describe('Prismic locales over REST', () => {
  it('lists the repository’s locales, the master locale first', async () => {
    const repository = await client().getRepository()
    expect(repository.languages.map((language) => language.id)).toEqual(['en-gb', 'de-de', 'fr-fr', 'es-es', 'ar-ae'])
  })

  it('answers the master locale without lang, a locale’s documents with it, and every locale’s with *', async () => {
    expect(title(await client().getSingle('whats_on'))).toBe("What's on")
    const german = await client().getSingle('whats_on', { lang: 'de-de' })
    expect([german.lang, title(german)]).toEqual(['de-de', 'Veranstaltungen'])
    expect(title(await client().getSingle('contact_us', { lang: 'ar-ae' }))).toBe('اتصل بنا')
    const everywhere = await client().getAllByType('whats_on', { lang: '*' })
    expect(everywhere.map((doc) => doc.lang).sort()).toEqual(['ar-ae', 'de-de', 'en-gb', 'es-es', 'fr-fr'])
  })

  it('holds every document the portal shows in every locale, as a translated content service does (issue 38, item 5)', async () => {
    expect(title(await client().getByUID('faq_category', 'children', { lang: 'fr-fr' }))).not.toBe('Children and clubs')
    expect((await client().getByUID('page', 'legal', { lang: 'es-es' })).lang).toBe('es-es')
    expect(title(await client().getByUID('page', 'about-us', { lang: 'es-es' }))).toBe('Sobre el resort')
    const help = await client().getSingle('help_and_faqs', { lang: 'fr-fr' })
    const links = (help.data.categories as { category: { uid: string; lang: string } }[]).map((c) => c.category)
    expect(links.map((link) => [link.uid, link.lang])).toEqual([
      ['arriving', 'fr-fr'],
      ['villas', 'fr-fr'],
      ['children', 'fr-fr'],
    ])
  })

  it('links a document to its translations in alternate_languages', async () => {
    const english = await client().getByUID('page', 'about-us')
    expect(english.alternate_languages.map((alternate) => alternate.lang).sort()).toEqual([
      'ar-ae',
      'de-de',
      'es-es',
      'fr-fr',
    ])
    const german = await client().getByID(english.alternate_languages.find((a) => a.lang === 'de-de')!.id, {
      lang: '*',
    })
    expect(title(german)).toBe('Über das Resort')
    const offer = await client().getByUID('extra_offer', 'welcome-hamper')
    expect(offer.alternate_languages.map((alternate) => alternate.lang).sort()).toEqual([
      'ar-ae',
      'de-de',
      'es-es',
      'fr-fr',
    ])
  })

  it('changes one document and publishes, by id', async () => {
    const before = await client().getSingle('whats_on', { lang: 'es-es' })
    const changed = { ...before.data, title: [{ type: 'heading1', text: 'Esta semana', spans: [] }] }
    const { ref } = await send<{ ref: string }>(`/prismic/documents/${before.id}`, 'POST', { data: changed })
    expect((await client().getMasterRef()).ref).toBe(ref)
    expect(title(await client().getSingle('whats_on', { lang: 'es-es' }))).toBe('Esta semana')
    await send(`/prismic/documents/${before.id}`, 'POST', { data: before.data })
    await expect(send('/prismic/documents/NO-SUCH-ID', 'POST', { data: {} })).rejects.toThrow(/404/)
  })
})

describe('Prismic locales over GraphQL', () => {
  const row = (id: string, lang: string, name: string): DocumentRow => ({
    id,
    uid: 'villa-one',
    type: 'villa',
    lang,
    tags: '[]',
    data: JSON.stringify({ name, supercontrol_id: 'SC-1' }),
    first_publication_date: '2026-01-15T10:00:00+0000',
    last_publication_date: '2026-01-15T10:00:00+0000',
  })
  const rows = [row('A', 'en-gb', 'Villa One'), row('B', 'fr-fr', 'Villa Une')]
  const names = (query: string) =>
    runQuery(query, rows) as { data: Record<string, { edges: { node: { name: string } }[] }> }

  it('answers the master locale without lang, a locale with it, every locale with *', () => {
    const { data } = names(`{
      master: allVillas(where: {supercontrol_id: "SC-1"}) { edges { node { name } } }
      french: allVillas(lang: "fr-fr", where: {supercontrol_id: "SC-1"}) { edges { node { name } } }
      german: allVillas(lang: "de-de", where: {supercontrol_id: "SC-1"}) { edges { node { name } } }
      all: allVillas(lang: "*") { edges { node { name } } }
    }`)
    expect(data.master?.edges.map((edge) => edge.node.name)).toEqual(['Villa One'])
    expect(data.french?.edges.map((edge) => edge.node.name)).toEqual(['Villa Une'])
    expect(data.german?.edges).toEqual([])
    expect(data.all?.edges.map((edge) => edge.node.name).sort()).toEqual(['Villa One', 'Villa Une'])
  })

  it('refuses a lang that is not a string', () => {
    expect(runQuery('{ allVillas(lang: 3) { totalCount } }', rows)).toEqual({
      errors: [{ message: 'Argument "lang" has invalid value: expected a string.' }],
    })
  })
})
