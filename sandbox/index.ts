// The sandbox: a stand-in for the portal's upstreams at their real paths, with a control API.
import { Hono } from 'hono'
import type { SandboxEnv } from './db.ts'
import { faults } from './faults.ts'
import { control } from './control.ts'
import { auth } from './supabase/auth.ts'
import { rest } from './supabase/rest.ts'
import { identity, webApi } from './dynamics/api.ts'
import { mindbody } from './mindbody/api.ts'
import { intake } from './monitoring/intake.ts'
import { prismic } from './prismic/api.ts'
import { graphql } from './prismic/graphql.ts'
import { images } from './prismic/images.ts'
import { stripeApi } from './stripe/api.ts'
import { payPage } from './stripe/pay-page.ts'
import { brevo } from './brevo/api.ts'
import { push } from './push/api.ts'

const app = new Hono<{ Bindings: SandboxEnv }>()

// A bug in the sandbox should read as one in its log, not as an upstream outage the portal handles.
app.onError((error, c) => {
  console.error(`sandbox: ${c.req.method} ${c.req.path} failed:`, error)
  return c.json({ message: `Sandbox error: ${error.message}` }, 500)
})

// A request body left unread makes workerd close the connection once it has answered; a client that kept the
// connection alive then loses its next request on it ("Network connection lost"). Every body is read to its end.
app.use(async (c, next) => {
  await next()
  if (c.req.raw.body && !c.req.raw.bodyUsed) await c.req.raw.arrayBuffer()
})
app.use(faults)
app.route('/__sandbox', control)
app.route('/auth/v1', auth)
app.route('/rest/v1', rest)
app.route('/identity', identity)
app.route('/dynamics/api/data/v9.2', webApi)
app.route('/mindbody/public/v6', mindbody)
app.route('/monitoring/intake', intake)
app.route('/prismic/api/v2', prismic)
app.route('/prismic/graphql', graphql)
app.route('/prismic/images', images)
// The `stripe` package takes a host and port but no path: Stripe's API sits at the sandbox's root.
app.route('/v1', stripeApi)
app.route('/__stripe', payPage)
// Brevo's transactional email API (reminders, issue 41): https://api.brevo.com is `${sandbox}/brevo`.
app.route('/brevo', brevo)
// A web push service (RFC 8030): the push resources of the subscriptions /__sandbox/push/subscriptions makes.
app.route('/push', push)

app.all('*', (c) => {
  console.warn(`sandbox: unhandled path ${c.req.method} ${c.req.path}`)
  return c.json({ message: `The sandbox has nothing at ${c.req.path}` }, 404)
})

export default app
