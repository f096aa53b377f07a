// Helpers for the payments tests (issue 40): a booking of the test's own with its lead booker signed in, the review
// page's pay form, the sandbox's hosted pay page, and the webhook deliveries it holds for the portal.
import { expect } from 'vitest'
import { type CookieJar, createGuest, pageText, pathOf, post, sandbox, signIn, site, visit } from './support.ts'

export interface PaymentsBooking {
  readonly opportunityId: string
  readonly jar: CookieJar
  readonly guests: readonly { readonly id: string; readonly contactId: string; readonly name: string }[]
}

/** A booking arriving in `arrivalInDays` for two adults, its lead booker signed in with it selected. */
export async function payingGuest(options: { arrivalInDays?: number; invoicedPounds?: number } = {}) {
  const ids = await sandbox<Omit<PaymentsBooking, 'jar'> & { leadContactId: string }>('/__sandbox/bookings', {
    method: 'POST',
    body: JSON.stringify({
      party: [
        { first: 'Pia', last: 'Payne', age: 40 },
        { first: 'Sam', last: 'Payne', age: 41 },
      ],
      arrivalInDays: options.arrivalInDays ?? 30,
      ...(options.invoicedPounds ? { invoicedPounds: options.invoicedPounds } : {}),
    }),
  })
  const lead = await createGuest({ firstName: 'Pia', contactId: ids.leadContactId })
  const jar = await signIn(lead)
  await visit('/account', { jar })
  return { opportunityId: ids.opportunityId, guests: ids.guests, jar, email: lead.email }
}

/** The review page's pay form: its action and hidden fields. */
export interface PayForm {
  readonly action: string
  readonly fields: Record<string, string>
  readonly html: string
}

const unescapeHtml = (value: string) => value.replaceAll('&amp;', '&')

export async function reviewOf(path: string, jar: CookieJar): Promise<PayForm> {
  const response = await visit(path, { jar })
  const html = await pageText(response)
  expect(response.status, /<main[\s\S]*<\/main>/.exec(html)?.[0]).toBe(200)
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
  const action = /<form action="([^"]+)" method="post">/.exec(main)?.[1]
  if (!action) throw new Error(`No pay form at ${path}: ${main}`)
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map((m) => [
      m[1]!,
      unescapeHtml(m[2]!),
    ]),
  )
  return { action: action!, fields, html }
}

/** Posts the pay form; the answer (a redirect to the payment page, or a page). */
export const submit = (form: PayForm, jar: CookieJar, fields: Record<string, string> = {}) =>
  post(form.action, { ...form.fields, ...fields }, jar)

/** The hosted pay page a redirect leads to, and one of its buttons pressed: the sandbox's answer. */
export async function onPayPage(url: string, button: 'pay' | 'decline' | 'abandon'): Promise<Response> {
  const page = await fetch(url, { redirect: 'manual' })
  const html = await page.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error(`No form on the pay page ${url}:\n${html}`)
  return fetch(new URL(unescapeHtml(action), url), {
    method: 'POST',
    body: new URLSearchParams({ action: button }),
    redirect: 'manual',
  })
}

/** Where the payment page sent the guest back to, as a path on the portal. */
export const backTo = (response: Response) => {
  const location = response.headers.get('location') ?? ''
  expect(location.startsWith(site), location).toBe(true)
  return pathOf(location)
}

export interface Delivery {
  readonly event: string
  readonly type: string
  readonly headers: Record<string, string> | null
  readonly body: string
}

/** The webhook deliveries the sandbox holds for one Checkout Session (or charge's order). */
export async function deliveriesFor(orderId: string, type?: string): Promise<Delivery[]> {
  const all = await sandbox<Delivery[]>(`/__sandbox/stripe/deliveries${type ? `?type=${type}` : ''}`)
  return all.filter((delivery) => delivery.body.includes(orderId))
}

/** Posts a delivery to the portal's webhook as Stripe would. */
export function deliver(delivery: Pick<Delivery, 'headers' | 'body'>, signature?: string): Promise<Response> {
  const headers: Record<string, string> = { ...(delivery.headers ?? {}), 'content-type': 'application/json' }
  if (signature !== undefined) headers['stripe-signature'] = signature
  return visit('/api/stripe/webhook', { method: 'POST', headers, body: delivery.body })
}

/** The order id in an order page's address. */
export const orderIn = (path: string) => /\/account\/extras\/orders\/([^/?]+)/.exec(path)?.[1] ?? ''

/** The booking system's writes so far (the sandbox logs each). */
export const writeCount = async () => (await sandbox<{ writes: unknown[] }>('/__sandbox/dynamics/writes')).writes.length
