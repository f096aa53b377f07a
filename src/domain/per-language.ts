import type { Texts } from '../i18n/texts.ts'

/**
 * A value worded in one language (a form's schema with its sentences), built on its first use in that language and
 * kept: there is one catalogue object per language (src/i18n/texts.ts), so it keys the cache.
 * @example const addressForm = perLanguage((t) => v.object({ line1: v.string(t.advance_err_line1_missing()) }))
 */
export function perLanguage<T>(build: (t: Texts) => T): (t: Texts) => T {
  const built = new WeakMap<Texts, T>()
  return (t) => {
    let value = built.get(t)
    if (value === undefined) {
      value = build(t)
      built.set(t, value)
    }
    return value
  }
}
