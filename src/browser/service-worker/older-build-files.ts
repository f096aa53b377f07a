// Files of an older build (decision 030): a kept copy made before an update names the build files
// of its day, which the update removed. Online they come from the network as ever (the portal
// answers 404 and the stale-chunk guard reloads the page); offline the stylesheet is today's, and
// a script is a stand-in that does nothing, so the page stays as the server rendered it (every
// page works without script) instead of reloading over and over.
import type { RouteHandlerCallback } from 'workbox-core/types.js'
import { matchPrecache } from 'workbox-precaching'

/** Today's stylesheet (build.ts defines it). */
declare const GP_STYLESHEET: string

/** An island bundle's exports (src/browser/mount.ts), doing nothing; the loader needs none. */
const standIn = 'export const mount=()=>{};export default null'

export const olderBuildFile: RouteHandlerCallback = async ({ request, url }) => {
  try {
    return await fetch(request)
  } catch {
    if (url.pathname.endsWith('.css')) return (await matchPrecache(GP_STYLESHEET)) ?? Response.error()
    if (url.pathname.endsWith('.js'))
      return new Response(standIn, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })
    return Response.error()
  }
}
