import type { Context } from 'hono'
import * as prismic from '@prismicio/client'
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

/**
 * Where a form may lead besides the portal: the payment page a pay form redirects to (issue 40). Browsers hold
 * form-action to every redirect of a form's post, so without it the guest would stay on the review page. Stripe's
 * hosted Checkout is on checkout.stripe.com; a stand-in for Stripe serves its pay page at its own origin.
 */
export function paymentPageSource(c: Context): string {
  const api = (c as Context<AppEnv>).env?.STRIPE_API_URL
  if (!api) return stripeCheckoutOrigin
  try {
    const url = new URL(api)
    return url.hostname === 'api.stripe.com' ? stripeCheckoutOrigin : url.origin
  } catch {
    return stripeCheckoutOrigin
  }
}

const stripeCheckoutOrigin = 'https://checkout.stripe.com'

/**
 * Who may frame /slice-simulator: the content service's page builder for our repository
 * (`https://{repo}.prismic.io`; any repository when the endpoint names none, as the sandbox's),
 * and a local Slice Machine (`http://localhost:9999`) only when the portal itself runs locally.
 * Nothing may frame any other page.
 */
export function frameAncestors(c: Context): string {
  if (c.req.path !== '/slice-simulator') return "'none'"
  const env = (c as Context<AppEnv>).env
  let repository = 'https://*.prismic.io'
  try {
    repository = `https://${prismic.getRepositoryName(env?.PRISMIC_ENDPOINT ?? '')}.prismic.io`
  } catch {
    // not a repository endpoint: the sandbox
  }
  const local = /^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(env?.SITE_URL ?? '')
  return local ? `${repository} ${localSliceMachine}` : repository
}

/** Slice Machine's own address when a developer runs it next to the portal. */
export const localSliceMachine = 'http://localhost:9999'
