/**
 * Keeps a redirect target only when it is a local path of the portal (DESIGN.md, security
 * rules): it must start with a single '/', contain no control characters or backslashes
 * (browsers strip tab and newline, so '/\t/evil.example' would become '//evil.example'), and
 * resolve against the portal's own origin to that same origin.
 * Returns the path with query and hash, or undefined.
 *
 * @example safeLocalPath('/account/faq?x=1', 'https://guests.example') // '/account/faq?x=1'
 * @example safeLocalPath('//evil.example', 'https://guests.example') // undefined
 */
export function safeLocalPath(value: string | undefined | null, origin: string): string | undefined {
  if (!value) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return undefined
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/') || candidate.startsWith('//')) return undefined
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character in a path is refused
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return undefined
  }
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return undefined
  }
  if (url.origin !== new URL(origin).origin) return undefined
  return url.pathname + url.search + url.hash
}

/** A URL fragment kept from before login: '#' and up to 200 safe characters, or undefined. */
export function safeHash(value: string | undefined | null): string | undefined {
  if (!value) return undefined
  const hash = value.startsWith('#') ? value : `#${value}`
  return /^#[\w\-.~!$&'()*+,;=:@/?%]{1,200}$/.test(hash) ? hash : undefined
}
