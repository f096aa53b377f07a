import type { Context } from 'hono'
import type { AppEnv } from '../middleware/app-env.ts'
import { readCookie, writeCookie } from '../middleware/cookies.ts'
import builtStyle from '../../../generated/stylesheet.json'
import builtManifest from '../../../public/_build/manifest.json'

/** The stylesheet's text and its CSP hash, written by build.ts next to the hashed file. */
export const inlineStyle: { readonly text: string; readonly hash: string } = builtStyle

/** Which stylesheet the cookie says this browser has fetched: the hashed file's name. */
const version = builtManifest.css.replace(/^.*\//, '')

/**
 * Decision 021: a browser's first page carries the stylesheet inline, which saves the round trip
 * a cold cache would spend on it before the first paint, and prefetches the file; a cookie then
 * tells later pages to link the (by then cached) file instead of sending it again. Answers the
 * text to inline, or undefined when the file is linked.
 */
export function styleToInline(c: Context<AppEnv>): string | undefined {
  if (readCookie(c, 'stylesheet') === version) return undefined
  writeCookie(c, 'stylesheet', version)
  return inlineStyle.text
}
