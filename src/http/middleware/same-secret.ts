// Webhook secrets and keys compared without telling a caller how much of theirs was right.

const digest = async (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))

/** Compares two secrets in constant time (their hashes, so different lengths take as long too). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  // Workers' own addition to SubtleCrypto (the DOM typings in tsconfig do not list it).
  return (crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }).timingSafeEqual(
    a,
    b,
  )
}
