import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { contentImageSource, frameAncestors, paymentPageSource } from './content-security.ts'
import { inlineStyle } from '../rendering/stylesheet.ts'

/**
 * Hono's secureHeaders defaults as the portal used them (COEP off, referrer policy
 * strict-origin-when-cross-origin), written out once: they never change per request.
 */
const fixedHeaders: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
]

interface PolicyParts {
  readonly beforeNonce: string
  readonly afterNonce: string
  /** The frame-ancestors value of every page but the slice simulator. */
  readonly framedByNone: string
}

// The policy's text around the nonce, per environment (the sandbox adds its image origin).
const policies = new WeakMap<object, PolicyParts>()

function policyParts(c: Context<AppEnv>): PolicyParts {
  let parts = policies.get(c.env)
  if (!parts) {
    const images = ["'self'", 'data:', 'https:', contentImageSource(c)].join(' ')
    parts = {
      beforeNonce: "default-src 'self'; script-src 'nonce-",
      afterNonce: `' 'strict-dynamic'; style-src 'self' ${inlineStyle.hash}; img-src ${images}; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self' ${paymentPageSource(c)}; frame-ancestors `,
      framedByNone: "'none'",
    }
    policies.set(c.env, parts)
  }
  return parts
}

/**
 * Query parameters that carry a one-time secret (the invitation's and sign-up's token hash, PKCE's code, GoTrue's
 * token). A page reached with one sends no Referer at all, not even to its own files, so the secret goes nowhere.
 */
const secretParams = ['token_hash', 'token', 'code'] as const

function carriesSecret(url: string): boolean {
  const query = url.indexOf('?')
  if (query < 0) return false
  const params = new URLSearchParams(url.slice(query))
  return secretParams.some((name) => params.has(name))
}

/** 16 random bytes, base64: a CSP nonce. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/**
 * Security headers and the CSP with a per-request nonce on every response (DESIGN.md security
 * rules). Everything but the nonce (and the slice simulator's frame-ancestors) is built once.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = newNonce()
  c.set('secureHeadersNonce', nonce)
  await next()
  const parts = policyParts(c)
  const ancestors = c.req.path === '/slice-simulator' ? frameAncestors(c) : parts.framedByNone
  const headers = c.res.headers
  for (const [name, value] of fixedHeaders) headers.set(name, value)
  if (carriesSecret(c.req.url)) headers.set('Referrer-Policy', 'no-referrer')
  headers.set('Content-Security-Policy', parts.beforeNonce + nonce + parts.afterNonce + ancestors)
  headers.delete('X-Powered-By')
})
