// Every quarter of an hour (issue 40): whatever the payment service knows of the portal's orders in the last two
// days, recorded in the booking system if it is not yet. A webhook lost, or one that came while the booking system
// was down, is filled in here; an order already right is left as it is (the same idempotent step as the webhook).
import type { CronJob } from './job.ts'
import { schedule } from './schedule.ts'
import { kindOfOrder } from '../domain/orders.ts'
import { paymentHistory } from '../integrations/stripe/payments.ts'
import { recordPayment, type Recorded } from '../features/payments/record.ts'

/** How far back each run looks: longer than a payment page lives (an hour), so two runs overlap many times over. */
const lookBackSeconds = 2 * 24 * 60 * 60

export const reconcilePayments: CronJob = {
  name: 'payments.reconcile',
  cron: schedule['payments.reconcile'],
  async run(scope, at) {
    const since = Math.floor(at.getTime() / 1000) - lookBackSeconds
    const history = await paymentHistory(scope.config, since)
    const counts: Record<Recorded | 'failed', number> = {
      recorded: 0,
      unchanged: 0,
      'no order': 0,
      'too early': 0,
      failed: 0,
    }
    for (const { orderId, bookingId, event } of history) {
      if (!kindOfOrder(orderId)) continue // another system's payment
      try {
        counts[await recordPayment(scope, orderId, event, bookingId)]++
      } catch (error) {
        // One order's failure does not stop the others; the next run tries it again.
        counts.failed++
        scope.report('payments.reconcile', error)
      }
    }
    console.log(JSON.stringify({ level: 'info', where: 'payments.reconcile', events: history.length, ...counts }))
  },
}
