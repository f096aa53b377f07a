import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { render } from '../http/rendering/render.tsx'
import { readUnsubscribeToken } from '../features/reminders/link-token.ts'
import { storeFor } from '../features/reminders/send.ts'
import { UnsubscribePage, type UnsubscribeState } from '../features/reminders/UnsubscribePage.tsx'
import { routeModule } from './route-module.ts'

type C = Context<AppEnv>

const Token = v.pipe(v.string(), v.maxLength(200))

const page = (c: C, state: UnsubscribeState, status: 200 | 400 = 200) =>
  render(c, <UnsubscribePage state={state} />, {
    title: c.get('texts').reminders_unsubscribe_title(),
    layout: 'guest-hub-login',
    status,
    noStore: true,
  })

/** The token's claim, or undefined for a token that is missing, malformed or not signed with the portal's key. */
async function claimOf(c: C) {
  const token = v.safeParse(Token, c.req.query('token'))
  const key = c.get('config').REMINDER_LINK_KEY
  return token.success && key ? readUnsubscribeToken(key, token.output) : undefined
}

/**
 * /reminders/unsubscribe?token=…: a reminder email's one-click unsubscribe (RFC 8058). A mail client POSTs
 * `List-Unsubscribe=One-Click` without a page; a person opening the link is asked first and POSTs the same. The
 * token names the guest and the email choice it was sent under: it turns every reminder email off once, and never
 * another guest's (src/features/reminders/link-token.ts).
 */
const handlers = new Hono<AppEnv>()
  .get('/', async (c) => ((await claimOf(c)) ? page(c, 'ask') : page(c, 'invalid', 400)))
  .post('/', async (c) => {
    const claim = await claimOf(c)
    if (!claim) return page(c, 'invalid', 400)
    const store = storeFor(c.get('scope'))
    if (!store) return page(c, 'invalid', 400)
    return page(c, (await store.unsubscribe(claim.userId, claim.version)) ? 'done' : 'used')
  })

export const unsubscribeRoute = routeModule(
  '/reminders/unsubscribe',
  // Our addition (issue 41): public, the token is the proof; mail clients post to it without a page.
  [{ name: 'reminders-unsubscribe', overlayHeader: false, auth: false }],
  handlers,
)
