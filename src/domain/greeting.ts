/** SPEC §9: the fallback name when the first name is unknown. */
export const fallbackName = 'Anon'

/** The first name a greeting uses: the guest's own, or the fallback 'Anon' (SPEC §9). */
export const nameToGreet = (firstName: string | null | undefined): string => firstName?.trim() || fallbackName

/**
 * Replaces the '[name]' placeholder of a content text with the first name, or 'Anon'.
 * @example fillName('Hello [name]!', 'Olivia') // 'Hello Olivia!'
 */
export function fillName(text: string, firstName: string | null | undefined): string {
  const name = nameToGreet(firstName)
  // A function, so '$&' or '$`' in a name is text, not a replacement pattern.
  return text.replaceAll('[name]', () => name)
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * fillName for content HTML (rich text): the name is escaped, since it comes from the guest's
 * own profile and is put into markup.
 * @example fillNameInHtml('<p>Welcome, [name]!</p>', 'Zoë <b>') // '<p>Welcome, Zoë &lt;b&gt;!</p>'
 */
export function fillNameInHtml(html: string, firstName: string | null | undefined): string {
  return fillName(
    html,
    nameToGreet(firstName).replace(/[&<>"']/g, (c) => escapes[c] ?? c),
  )
}
