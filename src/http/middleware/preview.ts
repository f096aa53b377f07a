import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { cookieNamed } from './cookies.ts'
import * as prismic from '@prismicio/client'
import type { AppEnv } from './app-env.ts'

/** How long a preview session lasts here (the content service's own preview refs may end sooner). */
const previewSeconds = 60 * 60

/** The content service's name for a repository: the cookie is keyed by `{repo}.prismic.io`. */
function repositoryHost(endpoint: string): string {
  try {
    return `${prismic.getRepositoryName(endpoint)}.prismic.io`
  } catch {
    return `${new URL(endpoint).hostname}.prismic.io` // the sandbox's endpoint has no repository name
  }
}

/** The ref in a Prismic preview cookie (`io.prismic.preview`), if any. */
export function readPreviewRef(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const sessions = JSON.parse(value) as Record<string, { preview?: unknown } | undefined>
    const ref = Object.values(sessions).find((entry) => typeof entry?.preview === 'string')?.preview
    return typeof ref === 'string' && ref.length <= 1000 ? ref : undefined
  } catch {
    return undefined
  }
}

/** KV keys are at most 512 bytes and preview refs can be long URLs: key by their digest. */
async function previewKey(ref: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ref)))
  return `prismic:preview:${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Accepts a preview cookie only for refs that /preview checked with the content service and
 * recorded: a hand-made cookie would otherwise send every one of its requests past the cache.
 */
export const previewSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ref = readPreviewRef(cookieNamed(c, prismic.cookie.preview))
  const accepted = ref && (await c.env.CONTENT_CACHE.get(await previewKey(ref)).catch(() => null)) !== null
  c.set('previewRef', accepted ? ref : undefined)
  await next()
}

/** Starts a preview session for a checked ref. */
export async function startPreview(c: Context<AppEnv>, ref: string): Promise<void> {
  await c.env.CONTENT_CACHE.put(await previewKey(ref), '1', { expirationTtl: previewSeconds })
  const value = JSON.stringify({ [repositoryHost(c.get('config').PRISMIC_ENDPOINT)]: { preview: ref } })
  setCookie(c, prismic.cookie.preview, value, {
    path: '/',
    maxAge: previewSeconds,
    sameSite: 'Lax',
    httpOnly: true,
    secure: true,
  })
}

/** Ends the preview session: published content again, from the cache. */
export async function endPreview(c: Context<AppEnv>): Promise<void> {
  const ref = readPreviewRef(cookieNamed(c, prismic.cookie.preview))
  if (ref) await c.env.CONTENT_CACHE.delete(await previewKey(ref)).catch(() => undefined)
  deleteCookie(c, prismic.cookie.preview, { path: '/', secure: true })
}
