// Keys as the push protocols write them: base64url, with or without padding.
import { base64url, fromBase64url as decode } from '../supabase/jwt.ts'

export { base64url }

export const fromBase64url = (text: string) => decode(text.replace(/=+$/, ''))

/** Whether two base64url keys are the same bytes. */
export function sameKey(a: string, b: string): boolean {
  try {
    return base64url(fromBase64url(a)) === base64url(fromBase64url(b))
  } catch {
    return false
  }
}
