/**
 * Removes secrets from text bound for logs and monitoring: JWTs, bearer tokens, email addresses, and values of
 * keys that name a password, token, secret, code or passport field. Reports carry the route,
 * request id and user id for context, never these.
 *
 * @example redact('Bearer abc.def password=hunter2') // 'Bearer [redacted] password=[redacted]'
 */
export function redact(text: string): string {
  return text
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted jwt]')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[redacted email]')
    .replace(/\b(Bearer|Token)\s+(?!\[)[^\s"',]+/gi, '$1 [redacted]')
    .replace(
      /(["']?[\w-]*(?:password|passwd|token|secret|api[-_]?key|code_verifier|passport\w*|\w*expiry\w*)[\w-]*["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s&,;}]+)/gi,
      '$1[redacted]',
    )
}
