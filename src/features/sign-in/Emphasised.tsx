import type { ReactNode } from 'react'

/** Stands in for the value while the sentence is worded, so the value can be set in <strong> wherever it falls. */
const marker = '\u0000'

/**
 * A sentence with one value in <strong>, wherever the guest's language places it; `tail` follows the sentence in the
 * same text (a space before a link, say).
 * @example emphasised((email) => t.auth_signed_in_as({ email }), 'ann@example.com') // Signed in as <strong>ann@example.com</strong>.
 */
export function emphasised(sentence: (value: string) => string, value: string | undefined, tail = ''): ReactNode[] {
  const [before = '', after = ''] = sentence(marker).split(marker)
  // The value is the guest's (an address): isolated, laid out by its own script in a right-to-left sentence.
  return [
    before,
    <strong key="value" dir="auto">
      {value}
    </strong>,
    `${after}${tail}`,
  ]
}
