// The hosted pay page a session's `url` opens, standing in for Stripe Checkout: plain HTML forms (no JavaScript)
// with the line items and total, and one button per test card: Pay (succeeds), Decline (the card is declined and the
// page says so, the session still open), 3-D Secure (an "Authenticate this payment" step with Complete and Fail),
// Bank debit where the session offers one (completes unpaid, settled later through the control API), and Abandon
// (back to `cancel_url`; the session stays open until it expires). English only: Checkout's own languages are
// Stripe's to translate.
import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { SandboxEnv } from '../db.ts'
import { emitterOf } from './context.ts'
import { expireDue } from './expiry.ts'
import {
  answerChallenge,
  askForAuthentication,
  debitMethodOf,
  declineCard,
  payByCard,
  payByDebit,
  type Outcome,
} from './payments.ts'
import { payPagePath, sessionAmount, sessionParams } from './session-object.ts'
import { type SessionRow, findRow } from './store.ts'

type Env = { Bindings: SandboxEnv }

const errors: Record<string, string> = {
  card_declined: 'Your card was declined.',
  authentication_failed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100)

function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title} · Sandbox Checkout</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 34rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
table { width: 100%; border-collapse: collapse; } td, th { padding: .25rem 0; text-align: start; } td:last-child, th:last-child { text-align: end; }
tfoot th { border-top: 1px solid #999; } label { display: block; margin: 1rem 0 .25rem; } input { font: inherit; padding: .5rem; width: 100%; box-sizing: border-box; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1rem; } button { font: inherit; min-height: 44px; padding: .5rem 1rem; }
[role=alert] { color: #a40000; font-weight: 600; } .note { color: #555; font-size: .9rem; }
</style>
</head>
<body>
<main>
<p class="note">Sandbox Checkout: a stand-in for Stripe's hosted payment page. No card is charged.</p>
${body}
</main>
</body>
</html>`
}

function summary(session: SessionRow) {
  const params = sessionParams(session)
  const rows = params.line_items.map(
    (item) =>
      html`<tr><td>${item.name}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</td><td>${money(item.unit_amount * item.quantity, params.currency)}</td></tr>`,
  )
  return html`<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Total due</th><td>${money(sessionAmount(params), params.currency)}</td></tr></tfoot>
</table>`
}

function payForm(session: SessionRow, error: string | undefined) {
  const params = sessionParams(session)
  const total = money(sessionAmount(params), params.currency)
  const debit = debitMethodOf(session)
  const email = params.customer_email
  return page(
    `Pay ${total}`,
    html`<h1>Pay ${total}</h1>
${summary(session)}
${error ? html`<p role="alert">${error}</p>` : ''}
<form method="post" action="${payPagePath(session.id)}">
<label for="email">Email</label>
${email ? html`<input id="email" name="email" type="email" value="${email}" readonly>` : html`<input id="email" name="email" type="email" autocomplete="email" required>`}
<p class="note">Test buttons: Pay uses a card that succeeds, Decline one that is declined, 3-D Secure one that asks for authentication${debit ? ', Bank debit settles later' : ''}.</p>
<div class="actions">
<button name="action" value="pay">Pay ${total}</button>
<button name="action" value="decline">Decline</button>
<button name="action" value="three_d_secure">3-D Secure</button>
${debit ? html`<button name="action" value="debit">Bank debit</button>` : ''}
<button name="action" value="abandon" formnovalidate>Abandon</button>
</div>
</form>`,
  )
}

function ended(session: SessionRow) {
  const text =
    session.status === 'complete'
      ? { title: 'Payment complete', body: 'This Checkout Session is complete. You can close this page.' }
      : {
          title: 'Session expired',
          body: 'This Checkout Session has expired. Return to the site you came from to start again.',
        }
  return page(text.title, html`<h1>${text.title}</h1><p>${text.body}</p>${summary(session)}`)
}

const fill = (url: string, id: string) => url.replaceAll('{CHECKOUT_SESSION_ID}', id)

/** Where the guest goes after a completed payment: `success_url` with the session id, or the page's own "complete". */
function afterPayment(c: { redirect(location: string, status: 303): Response }, outcome: Outcome) {
  const success = sessionParams(outcome.session).success_url
  return c.redirect(success ? fill(success, outcome.session.id) : payPagePath(outcome.session.id), 303)
}

export const payPage = new Hono<Env>()

payPage.use(async (c, next) => {
  await expireDue(emitterOf(c))
  await next()
})

payPage.get('/pay/:id', async (c) => {
  const session = await findRow(c.env.DB, 'session', c.req.param('id'))
  if (!session) return c.html(page('Not found', html`<h1>Not found</h1><p>This checkout link is not valid.</p>`), 404)
  if (session.status !== 'open') return c.html(ended(session))
  return c.html(payForm(session, errors[c.req.query('error') ?? '']))
})

payPage.post('/pay/:id', async (c) => {
  const id = c.req.param('id')
  const form = await c.req.parseBody()
  const email = typeof form.email === 'string' ? form.email : undefined
  const session = await findRow(c.env.DB, 'session', id)
  if (!session) return c.html(page('Not found', html`<h1>Not found</h1><p>This checkout link is not valid.</p>`), 404)
  const emitter = emitterOf(c)
  const back = payPagePath(id)
  switch (form.action) {
    case 'pay': {
      const outcome = await payByCard(emitter, id, email)
      return outcome.kind === 'paid' ? afterPayment(c, outcome) : c.redirect(back, 303)
    }
    case 'debit': {
      const outcome = await payByDebit(emitter, id, email)
      return outcome.kind === 'processing' ? afterPayment(c, outcome) : c.redirect(back, 303)
    }
    case 'decline':
      await declineCard(emitter, id, email)
      return c.redirect(`${back}?error=card_declined`, 303)
    case 'three_d_secure': {
      const challenge = `${back}/authenticate`
      const outcome = await askForAuthentication(emitter, id, new URL(challenge, c.req.url).href)
      return c.redirect(
        outcome.kind === 'authenticate' ? `${challenge}${email ? `?email=${encodeURIComponent(email)}` : ''}` : back,
        303,
      )
    }
    case 'abandon': {
      const cancel = sessionParams(session).cancel_url
      return c.redirect(cancel ?? back, 303)
    }
    default:
      return c.html(payForm(session, 'Choose one of the buttons.'), 400)
  }
})

payPage.get('/pay/:id/authenticate', async (c) => {
  const session = await findRow(c.env.DB, 'session', c.req.param('id'))
  const intent = session?.payment_intent ? await findRow(c.env.DB, 'paymentIntent', session.payment_intent) : undefined
  if (session?.status !== 'open' || intent?.status !== 'requires_action')
    return c.redirect(payPagePath(c.req.param('id')), 303)
  const email = c.req.query('email')
  return c.html(
    page(
      'Authenticate this payment',
      html`<h1>Authenticate this payment</h1>
<p>Your bank asks you to confirm the payment of ${money(intent.amount, intent.currency)}. In the sandbox, choose how the check ends.</p>
<form method="post" action="${payPagePath(session.id)}/authenticate">
${email ? html`<input type="hidden" name="email" value="${email}">` : raw('')}
<div class="actions">
<button name="action" value="complete">Complete</button>
<button name="action" value="fail">Fail</button>
</div>
</form>`,
    ),
  )
})

payPage.post('/pay/:id/authenticate', async (c) => {
  const id = c.req.param('id')
  const form = await c.req.parseBody()
  const email = typeof form.email === 'string' ? form.email : undefined
  if (form.action !== 'complete' && form.action !== 'fail') return c.redirect(`${payPagePath(id)}/authenticate`, 303)
  const outcome = await answerChallenge(emitterOf(c), id, form.action === 'complete', email)
  if (outcome.kind === 'paid') return afterPayment(c, outcome)
  return c.redirect(outcome.kind === 'failed' ? `${payPagePath(id)}?error=authentication_failed` : payPagePath(id), 303)
})
