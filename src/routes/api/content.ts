// POST /api/content/published: the content service's webhook after a publish. It drops the
// cached master ref so the publish is live on the next request, instead of up to a minute later.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { report } from '../../http/middleware/report.ts'
import { sameSecret } from '../../http/middleware/same-secret.ts'
import { forgetMasterRef } from '../../integrations/content/client.ts'
import { routeModule } from '../route-module.ts'

/** Prismic's webhook body: what it sends besides the secret is not needed here. */
const Webhook = v.looseObject({ secret: v.optional(v.string()) })

const handlers = new Hono<AppEnv>().post('/published', async (c) => {
  const expected = c.get('config').PRISMIC_WEBHOOK_SECRET
  if (!expected)
    return c.json(
      { message: 'The publish webhook is not set up: set PRISMIC_WEBHOOK_SECRET (wrangler secret put).' },
      503,
    )
  const body = v.safeParse(Webhook, await c.req.json().catch(() => undefined))
  if (!body.success || !body.output.secret || !(await sameSecret(body.output.secret, expected))) {
    report(c, 'content.webhook', new Error('Publish webhook refused: wrong or missing secret'), 'warning')
    return c.json(
      {
        message:
          'That webhook secret is not ours. Set the same secret in the content repository’s webhook settings and in PRISMIC_WEBHOOK_SECRET.',
      },
      401,
    )
  }
  await forgetMasterRef(c.get('config'), c.env.CONTENT_CACHE)
  return c.json({ message: 'The cached master ref is dropped: the next page reads the new content.' })
})

export const contentApiRoute = routeModule('/api/content', [], handlers)
