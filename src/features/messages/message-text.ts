// What a guest may send as a message (issue 42): text only, up to 2,000 characters. The form, the island and the JSON
// endpoint check it alike.

/** The longest message, in characters (Unicode code points: what a guest counts, not UTF-16 units). */
export const maxMessageLength = 2000

export type TextCheck =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly problem: 'empty' }
  | { readonly ok: false; readonly problem: 'too long'; readonly length: number }

// Control characters other than the tab and the line feed: nothing a guest types, and nothing to keep.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g

/**
 * A message as it is kept: line breaks as line feeds, control characters dropped, blank lines and spaces around it
 * trimmed; refused when nothing is left or when it is longer than `maxMessageLength`.
 * @example checkMessageText('  Is the cot ready?\r\n') // { ok: true, text: 'Is the cot ready?' }
 */
export function checkMessageText(raw: string): TextCheck {
  const text = raw.replace(/\r\n?/g, '\n').replace(controls, '').trim()
  if (text === '') return { ok: false, problem: 'empty' }
  const length = [...text].length
  return length > maxMessageLength ? { ok: false, problem: 'too long', length } : { ok: true, text }
}
