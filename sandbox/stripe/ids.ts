// Object ids in Stripe's shapes: a prefix and random base-62 letters (`cs_test_a1…` for Checkout Sessions in test
// mode, `pi_3…`, `ch_3…`, `re_3…`, `evt_3…`, `req_…`).
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function letters(count: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count))
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}

export const newId = {
  session: () => `cs_test_a1${letters(56)}`,
  paymentIntent: () => `pi_3${letters(23)}`,
  charge: () => `ch_3${letters(23)}`,
  refund: () => `re_3${letters(23)}`,
  event: () => `evt_3${letters(23)}`,
  paymentMethod: () => `pm_1${letters(23)}`,
  balanceTransaction: () => `txn_3${letters(23)}`,
  price: () => `price_1${letters(23)}`,
  product: () => `prod_${letters(14)}`,
  lineItem: () => `li_1${letters(23)}`,
  request: () => `req_${letters(14)}`,
}

/** Seconds since the epoch, Stripe's timestamps. */
export const unixNow = () => Math.floor(Date.now() / 1000)
