// Villa names by supercontrol code, from the content repository's GraphQL API (the REST API
// cannot filter by that field in one query for many codes).
import * as prismic from '@prismicio/client'
import * as v from 'valibot'
import type { ResponsiveImage } from '../../domain/content-blocks.ts'
import { responsiveImage } from './fields.ts'

/** A villa as the GraphQL lookup answers it. */
export interface Villa {
  readonly name: string
  readonly uid: string
  /** Its photo, for home's hero (issue 28); undefined when the editors gave none. */
  readonly image?: ResponsiveImage | undefined
}

const VillaAnswer = v.object({
  data: v.record(
    v.string(),
    v.nullable(
      v.object({
        edges: v.array(
          v.object({
            node: v.object({
              name: v.nullish(v.string()),
              image: v.optional(v.unknown()),
              _meta: v.object({ uid: v.nullish(v.string()) }),
            }),
          }),
        ),
      }),
    ),
  ),
})

/** Supercontrol codes as the booking carries them; anything else is not looked up. */
export const villaCode = /^[A-Za-z0-9_-]{1,40}$/

/** The repository's GraphQL endpoint, beside its Content API (…/api/v2 → …/graphql). */
export const graphQLEndpoint = (endpoint: string) => new URL('../../graphql', `${endpoint.replace(/\/+$/, '')}/`).href

/** The ref errors' own hint, as the REST client reads it (UPSTREAMS.md): "… Master ref is: {ref}". */
const masterRefHint = /master ref is: (.*)$/i

/**
 * The villas with these supercontrol codes, in one GraphQL query, in `language.lang` (and, with `orMaster`, the master
 * locale's for a villa with no translation); `withRef` gives the client for a newer master ref when the one used has
 * expired.
 */
export async function lookUpVillas(
  client: prismic.Client,
  endpoint: string,
  codes: readonly string[],
  withRef: (ref: string) => prismic.Client,
  own: { readonly fetchOptions: { readonly signal: AbortSignal } },
  language: { readonly lang: string; readonly orMaster: boolean } = { lang: 'en-gb', orMaster: false },
): Promise<Record<string, Villa>> {
  // Each code in the guest's language (v0, v1, …) and, for a language that may lack a translation, in the master
  // locale too (m0, m1, …: no `lang` is the master locale), in the same query.
  const field = (alias: string, code: string, lang?: string) =>
    `${alias}: allVillas(${lang ? `lang: ${JSON.stringify(lang)}, ` : ''}where: {supercontrol_id: ${JSON.stringify(code)}}) { edges { node { name image _meta { uid } } } }`
  const fields = codes.flatMap((code, i) => [
    field(`v${i}`, code, language.lang),
    ...(language.orMaster ? [field(`m${i}`, code)] : []),
  ])
  const url = `${graphQLEndpoint(endpoint)}?query=${encodeURIComponent(`query { ${fields.join(' ')} }`)}`
  // As the REST client does (SPEC §8): an expired or unknown ref is retried with the master ref
  // the error names, 3 attempts in all (a publish makes the cached master ref old for a minute).
  for (let attempt = 1; ; attempt++) {
    // graphQLFetch reads the repository with the client's own options, which a request under way for another
    // guest's page would share: read it first with this request's signal, so graphQLFetch finds it kept.
    await client.getRepository(own)
    const response = await client.graphQLFetch(url)
    const body: unknown = await response.json().catch(() => undefined)
    const errors = (body as { errors?: { message?: unknown }[] } | undefined)?.errors
    const message = String(errors?.[0]?.message ?? 'no GraphQL answer')
    const newer = (response.status === 404 || response.status === 410) && masterRefHint.exec(message)?.[1]
    if (newer && attempt < 3) {
      client = withRef(newer)
      continue
    }
    if (!response.ok || errors?.length)
      throw new prismic.PrismicError(`Villa lookup failed (${response.status}): ${message}`, url, body)
    const { data } = v.parse(VillaAnswer, body)
    const villas: Record<string, Villa> = {}
    codes.forEach((code, i) => {
      const node = data[`v${i}`]?.edges[0]?.node ?? data[`m${i}`]?.edges[0]?.node
      if (node?._meta.uid)
        villas[code] = { name: node.name?.trim() || code, uid: node._meta.uid, image: responsiveImage(node.image) }
    })
    return villas
  }
}
