// A message is text only (issue 42): the one thing made of it is a link, and only for an http(s) address written out
// in full, so no other scheme (javascript:, data:, mailto:) ever becomes something to click.

export type TextPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string }

const address = /\bhttps?:\/\/[^\s<>"]+/gi
// Punctuation that ends a sentence around an address rather than the address itself.
const trailing = /[.,;:!?'"’”)\]}]+$/

/** A closing bracket that the address opened is part of it (a wiki address); one it did not open is the sentence's. */
function trimmed(candidate: string): string {
  let end = candidate.replace(trailing, '')
  const rest = candidate.slice(end.length)
  for (const char of rest) {
    const opens = { ')': '(', ']': '[', '}': '{' }[char]
    if (!opens) break
    const count = (text: string, c: string) => text.split(c).length - 1
    if (count(end, opens) > count(end, char)) end += char
    else break
  }
  return end
}

/**
 * The text split into plain runs and links: every `http://` or `https://` address becomes a link (its href the
 * address as written, checked to parse as a URL); everything else stays text.
 * @example textParts('See https://example.com.') // [text 'See ', link 'https://example.com', text '.']
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const match of text.matchAll(address)) {
    const href = trimmed(match[0])
    let url: URL | undefined
    try {
      url = new URL(href)
    } catch {
      url = undefined
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) })
    parts.push({ kind: 'link', href })
    at = match.index + href.length
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) })
  return parts
}
