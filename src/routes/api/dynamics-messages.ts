// POST /api/dynamics/messages: the booking system's webhook on Create of a portal message (docs/messages.md). Dataverse
// sends the endpoint's key in a header and a RemoteExecutionContext naming the new record; the portal reads that record
// from the booking system (the truth, with the staff member's first name) and tells the booking's open pages. It writes
// nothing anywhere: a refused or lost delivery only means the pages see the answer at their next read.
import { Hono } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { sameSecret } from '../../http/middleware/same-secret.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { createdMessage } from '../../integrations/dynamics/message-webhook.ts'
import { messageById } from '../../integrations/dynamics/messages.ts'
import { tellOpenPages } from '../../features/messages/live.ts'
import { routeModule } from '../route-module.ts'

/** The header the service endpoint's HttpHeader authentication sends. */
const keyHeader = 'x-webhook-key'

export const dynamicsMessagesRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const scope = c.get('scope')
  const expected = scope.config.DYNAMICS_WEBHOOK_KEY
  const given = c.req.header(keyHeader)
  if (!expected || !given || !(await sameSecret(given, expected))) {
    scope.report(
      'messages.webhook',
      new Error(
        expected ? 'Webhook refused: wrong or missing key' : 'Webhook refused: DYNAMICS_WEBHOOK_KEY is not set',
      ),
      'warning',
    )
    return c.json(
      { message: 'That key is not ours: set the same key on the service endpoint and in DYNAMICS_WEBHOOK_KEY.' },
      401,
    )
  }
  const created = createdMessage(await c.req.json().catch(() => undefined))
  // Dataverse does not retry a 400: a step registered here for anything else is the operator's to correct.
  if (!created) return c.json({ message: 'Not the Create of a portal message (RemoteExecutionContext expected).' }, 400)
  let message: Awaited<ReturnType<typeof messageById>>
  try {
    message = await messageById(dynamicsClient(scope.config), created.messageId)
  } catch (error) {
    scope.report('messages.webhook', error)
    // Dataverse tries a 503 again; the pages read the thread themselves anyway.
    return c.json({ message: 'The booking system could not be read: try again.' }, 503)
  }
  if (!message?.bookingId) return c.json({ message: 'No such message in the booking system now: nothing to tell.' })
  const pages = await tellOpenPages(scope, message.bookingId, [message])
  return c.json({ message: `Told ${pages} open page(s).`, pages })
})

export const dynamicsMessagesRoute = routeModule('/api/dynamics/messages', [], dynamicsMessagesRoutes)
