/** SPEC §9: the fallback name when the first name is unknown. */
export const fallbackName = 'Anon'

/**
 * Replaces the '[name]' placeholder of a content text with the first name, or 'Anon'.
 * @example fillName('Hello [name]!', 'Olivia') // 'Hello Olivia!'
 */
export function fillName(text: string, firstName: string | null | undefined): string {
  const name = firstName?.trim() || fallbackName
  return text.replaceAll('[name]', name)
}
