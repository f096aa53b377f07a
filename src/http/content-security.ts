import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'

/**
 * Content images come from the content service's image CDN over https, which img-src already
 * allows; only a local sandbox serves them over http, so its origin is added for it alone.
 */
export function contentImageSource(c: Context): string {
  const endpoint = (c as Context<AppEnv>).env?.PRISMIC_ENDPOINT
  try {
    const url = new URL(endpoint ?? '')
    return url.protocol === 'http:' ? url.origin : ''
  } catch {
    return ''
  }
}

/** The content service's slice simulator frames /slice-simulator; nothing may frame any other page. */
export const sliceSimulatorFrameAncestors = ['https://*.prismic.io', 'http://localhost:9999'] as const

export function frameAncestors(c: Context): string {
  return c.req.path === '/slice-simulator' ? sliceSimulatorFrameAncestors.join(' ') : "'none'"
}
