// The sandbox's Prismic GraphQL API answers `client.graphQLFetch` as the portal uses it: one query
// with an alias per villa code; ref errors, unreadable queries, POST and injected faults as
// `{errors: [{message}]}`. The parser and executor are also checked alone, on rows in memory.
import * as prismic from '@prismicio/client'
import { describe, expect, it } from 'vitest'
import { control as send, sandboxUrl, useSandbox } from './support.ts'
import { parseQuery, runQuery } from '../../sandbox/prismic/graphql.ts'
import type { DocumentRow } from '../../sandbox/prismic/store.ts'

useSandbox()
const endpoint = () => `${sandboxUrl()}/prismic/api/v2`
const control = (path: string, body: unknown = {}) => send<{ ref: string }>(path, 'POST', body)
const fault = (spec: Record<string, unknown>) => send('/faults', 'POST', spec)

/** The portal's lookup: one alias per code, written over several lines as a person would. */
const villasQuery = (codes: readonly string[]) => `query Villas {
  ${codes.map((code, i) => `v${i}: allVillas(where: { supercontrol_id: ${JSON.stringify(code)} }) {\n    edges { node { name _meta { uid } } }\n  }`).join('\n  ')}
}`

/** Asks as the portal does: the real client adds the ref (header and parameter) and minifies. */
async function ask(query: string, client = prismic.createClient(endpoint()), init?: RequestInit) {
  const response = await client.graphQLFetch(`${sandboxUrl()}/prismic/graphql?query=${encodeURIComponent(query)}`, init)
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] },
  }
}

describe('Prismic GraphQL through graphQLFetch', () => {
  it('looks villas up by supercontrol code, one alias each; an unknown code has no edges', async () => {
    // The demo seed's villas carry the codes of the demo bookings (sandbox/seed/content.ts).
    const { status, body } = await ask(villasQuery(['1201', '1202', 'NO-SUCH-CODE']))
    expect(status).toBe(200)
    expect(body).toEqual({
      data: {
        v0: { edges: [{ node: { name: 'Villa Aurora', _meta: { uid: 'villa-aurora' } } }] },
        v1: { edges: [{ node: { name: 'Villa Marina', _meta: { uid: 'villa-marina' } } }] },
        v2: { edges: [] },
      },
    })
  })

  it('answers an unreadable query and an unknown root field with 400 and errors', async () => {
    const broken = await ask('{ v0: allVillas(where: {supercontrol_id: "1201"}) { edges { node { name } }')
    expect(broken).toEqual({
      status: 400,
      body: { errors: [{ message: expect.stringMatching(/^Syntax Error: Expected Name, found <EOF>/) }] },
    })
    const unknown = await ask('{ allFoos { edges { node { name } } } }')
    expect(unknown).toEqual({
      status: 400,
      body: { errors: [{ message: 'Cannot query field "allFoos" on type "Query".' }] },
    })
  })

  it('refuses an expired ref (410) and an unknown one (404), naming the master ref; takes ?ref= without the header', async () => {
    const old = ((await (await fetch(endpoint())).json()) as { refs: { ref: string }[] }).refs[0]!.ref
    const { ref: master } = await control('/prismic/publish')
    const expired = prismic.createClient(endpoint())
    expired.queryContentFromRef(old)
    expect(await ask('{ allFaq_categorys { totalCount } }', expired)).toEqual({
      status: 410,
      body: {
        errors: [{ message: `The provided ref is no longer accessible, it has expired. Master ref is: ${master}` }],
      },
    })
    const unknown = prismic.createClient(endpoint())
    unknown.queryContentFromRef('no-such-ref')
    const notFound = await ask('{ allFaq_categorys { totalCount } }', unknown)
    expect(notFound.status).toBe(404)
    expect(notFound.body.errors![0]!.message).toMatch(new RegExp(`Master ref is: ${master}$`))
    const byParameter = await fetch(
      `${sandboxUrl()}/prismic/graphql?query=${encodeURIComponent('{allFaq_categorys{totalCount}}')}&ref=${master}`,
    )
    expect(await byParameter.json()).toEqual({ data: { allFaq_categorys: { totalCount: 3 } } })
    const none = await fetch(
      `${sandboxUrl()}/prismic/graphql?query=${encodeURIComponent('{allFaq_categorys{totalCount}}')}`,
    )
    expect(none.status).toBe(400)
  })

  it('answers POST with 405, as the real API serves GET only', async () => {
    const posted = await ask('{ allFaq_categorys { totalCount } }', undefined, { method: 'POST', body: '{}' })
    expect(posted.status).toBe(405)
    expect(posted.body.errors![0]!.message).toMatch(/only answers GET/)
  })

  it('lets an injected fault through to the portal once, then answers again', async () => {
    await fault({ path: '/prismic/graphql', status: 503, times: 1 })
    expect((await ask('{ allFaq_categorys { totalCount } }')).status).toBe(503)
    expect(await ask('{ allFaq_categorys { totalCount } }')).toEqual({
      status: 200,
      body: { data: { allFaq_categorys: { totalCount: 3 } } },
    })
  })
})

describe('the query reader on rows in memory', () => {
  const at = '2026-01-15T10:00:00+0000'
  const row = (id: string, uid: string, type: string, data: Record<string, unknown>, lang = 'en-gb'): DocumentRow => ({
    id,
    uid,
    type,
    lang,
    tags: '["demo"]',
    data: JSON.stringify(data),
    first_publication_date: at,
    last_publication_date: at,
  })
  const rows = [
    row('A', 'villa-one', 'villa', {
      name: 'Villa One',
      supercontrol_id: 'SC-1',
      bedrooms: 4,
      rooms: [{ value: 'twin', label: 'Twin' }],
    }),
    row('B', 'villa-two', 'villa', { name: 'Villa Two', supercontrol_id: 'SC-2', bedrooms: 3, rooms: [] }),
    row('C', 'villa-two-fr', 'villa', { name: 'Villa Deux', supercontrol_id: 'SC-2', bedrooms: 3, rooms: [] }, 'fr-fr'),
    row('D', 'faq', 'faq_category', { title: 'FAQ' }),
  ]

  it('reads the minified form graphQLFetch sends, with or without `query Name`', () => {
    const minified =
      'query{v0:allVillas(where:{supercontrol_id:"SC-1"}){edges{node{name _meta{uid}}}}v1:allVillas(where:{supercontrol_id:"SC-9"}){edges{node{name _meta{uid}}}}}'
    const expected = {
      data: { v0: { edges: [{ node: { name: 'Villa One', _meta: { uid: 'villa-one' } } }] }, v1: { edges: [] } },
    }
    expect(runQuery(minified, rows)).toEqual(expected)
    expect(runQuery(minified.replace('query', 'query Lookup '), rows)).toEqual(expected)
    expect(runQuery(minified.slice('query'.length), rows)).toEqual(expected)
  })

  it('filters on numbers, answers the master locale only, and selects _meta, groups, counts and __typename', () => {
    const result = runQuery(
      `# a comment
      { all: allVillas(where: {bedrooms: 3}) { __typename totalCount edges { cursor node { __typename bedrooms rooms { label } _meta { id uid type lang tags } } } }
        one: allVillas(where: {supercontrol_id: "SC-1"}) { edges { node { rooms { label } } } } }`,
      rows,
    )
    expect(result).toEqual({
      data: {
        all: {
          __typename: 'VillaConnectionConnection',
          totalCount: 1,
          edges: [
            {
              cursor: expect.any(String),
              node: {
                __typename: 'Villa',
                bedrooms: 3,
                rooms: [],
                _meta: { id: 'B', uid: 'villa-two', type: 'villa', lang: 'en-gb', tags: ['demo'] },
              },
            },
          ],
        },
        one: { edges: [{ node: { rooms: [{ label: 'Twin' }] } }] },
      },
    })
  })

  it('maps allFaq_categorys to the faq_category type, as Prismic names it', () => {
    expect(runQuery('{ allFaq_categorys { totalCount } }', rows)).toEqual({
      data: { allFaq_categorys: { totalCount: 1 } },
    })
  })

  it.each([
    ['{ allVillas { edges { node { name } } }', /^Syntax Error: Expected Name, found <EOF>/],
    ['mutation { allVillas { totalCount } }', /^Syntax Error: Expected "\{", found "mutation"/],
    ['query ($code: String) { allVillas { totalCount } }', /^Syntax Error: Unexpected character "\$"/],
    ['{ allVillas(where: {supercontrol_id: }) { totalCount } }', /^Syntax Error: Expected a value, found "}"/],
    ['{ allVillas { totalCount } } extra', /^Syntax Error: Expected <EOF>, found "extra"/],
    ['{ allVillas @ }', /^Syntax Error: Unexpected character "@"/],
    ['{ allFoos { totalCount } }', /^Cannot query field "allFoos" on type "Query"\.$/],
    ['{ allVillas }', /^Field "allVillas" of type "VillaConnectionConnection" must have a selection of subfields\.$/],
    ['{ allVillas { edges { node { colour } } } }', /^Cannot query field "colour" on type "Villa"\.$/],
    ['{ allVillas { edges { node { _meta { slug } } } } }', /^Cannot query field "slug" on type "Meta"\.$/],
    ['{ allVillas { edges { node { _meta { uid { x } } } } } }', /^Field "uid" must not have a selection/],
    ['{ allVillas(where: {colour: "red"}) { totalCount } }', /^Field "colour" is not defined by type "WhereVilla"\.$/],
    ['{ allVillas(first: 1) { totalCount } }', /^Unknown argument "first" on field "Query\.allVillas"/],
    ['{ allVillas(where: {name: ["a"]}) { totalCount } }', /only equality/],
  ])('answers errors and no data for %s', (query, message) => {
    const result = runQuery(query, rows)
    expect(result).not.toHaveProperty('data')
    expect(result).toEqual({ errors: [{ message: expect.stringMatching(message) }] })
  })

  it('parses aliases, arguments with nested objects and lists, and leaves', () => {
    expect(parseQuery('{ a: allX(where: {n: -1.5, s: "q\\"", l: [true, null]}) { b } }')).toEqual([
      {
        alias: 'a',
        name: 'allX',
        args: { where: { n: -1.5, s: 'q"', l: [true, null] } },
        selections: [{ alias: 'b', name: 'b', args: {} }],
      },
    ])
  })
})
