// Where the payments pages live (issue 40), for links and redirects; the routes are src/routes/account/buy-extra.tsx
// and src/routes/account/extra-orders.tsx.

/** An offer's choose page; its review is `/review` under it, its pay form posts to `/pay`. */
export const buyPath = (uid: string) => `/account/extras/buy/${encodeURIComponent(uid)}`

/** An order's page: where the payment page returns a guest who leaves it, and where every state is shown. */
export const orderPath = (orderId: string) => `/account/extras/orders/${orderId}`

/** The form that pays an invoiced extra. */
export const invoicePayPath = (extraId: string) => `/account/extras/invoices/${extraId}/pay`
