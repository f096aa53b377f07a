/**
 * The message catalogue bound to one language (decision 045). The messages live in messages/<locale>/<area>.json and
 * are compiled by Paraglide into typed functions (generated/messages/, by build.ts); `textsFor(locale)` gives every
 * message as a function of its inputs alone, so a view writes `t.skip_to_content()` or `t.nights({ count })` and a
 * missing or misspelt input fails `tsc`. The browser gets no catalogue: islands take their words as props.
 */
import * as messages from '../../generated/messages/messages/_index.js'
import type { Locale } from '../domain/locale.ts'
import { memo } from '../domain/memo.ts'

type Catalogue = typeof messages
/** A message's name: what a route declaration or a domain rule may hold instead of its words. */
export type TextKey = keyof Catalogue
type Inputs<K extends TextKey> = Parameters<Catalogue[K]>[0]

/** Every message in one language; messages without inputs take none. */
export type Texts = {
  readonly [K in TextKey]: undefined extends Inputs<K> ? () => string : (inputs: Inputs<K>) => string
}

const bound = memo<Texts>(10)

/** The catalogue in `locale`, bound once per isolate and language. */
export function textsFor(locale: Locale): Texts {
  return bound(locale, () => {
    const options = { locale }
    return Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [
        key,
        (inputs?: never) => (message as (inputs: unknown, options: unknown) => string)(inputs ?? {}, options),
      ]),
    ) as unknown as Texts
  })
}

/** A message without inputs: what a declaration (a route's navigation label) may name. */
export type PlainTextKey = { [K in TextKey]: Texts[K] extends () => string ? K : never }[TextKey]
