// The pseudo-language 'en-XA' (decision 045): every English message accented and about a third longer, its
// placeholders kept, so a layout check finds the words that would not fit or would be clipped in a longer language.
// Written by scripts/compile-messages.ts beside the real languages; never offered to guests.

const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
}

/** One text: letters accented outside `{placeholders}`, padded to 135 % with a visible filler. */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{[^}]*\})/)
  const accented = parts.map((part) =>
    part.startsWith('{') ? part : part.replace(/[a-zA-Z]/g, (l) => accents[l] ?? l),
  )
  const letters = parts.filter((part) => !part.startsWith('{')).join('').length
  const padding = Math.ceil(letters * 0.35)
  return padding > 0 ? `${accented.join('')} ${'·'.repeat(Math.max(0, padding - 1))}` : accented.join('')
}

type Message = string | { match?: Record<string, string> }[]

/** A whole message: a text, or a variant message's every match. */
export function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudoText(message)
  return message.map((variant) => ({
    ...variant,
    match: Object.fromEntries(Object.entries(variant.match ?? {}).map(([key, text]) => [key, pseudoText(text)])),
  }))
}
