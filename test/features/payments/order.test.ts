import { describe, expect, it } from 'vitest'
import { applyEvent, isSecondPayment, nextStep } from '../../../src/features/payments/order.ts'
import type { Order } from '../../../src/domain/orders.ts'

const awaiting: Order = {
  id: 'order-1',
  bookingId: 'booking-1',
  extraId: 'extra-1',
  kind: 'hamper',
  amount: 8500,
  currency: 'GBP',
  state: 'awaitingPayment',
  checkoutId: 'cs_1',
  paymentId: undefined,
  amountRefunded: 0,
  refundUntil: '2027-08-03',
}
const paid = { kind: 'paid', checkoutId: 'cs_1', paymentId: 'pi_1', amount: 8500 } as const

describe('how payment events move an order', () => {
  it('records a payment once, however often it is told', () => {
    const change = applyEvent(awaiting, paid)
    expect(change).toEqual({ state: 'paid', checkoutId: 'cs_1', paymentId: 'pi_1' })
    const after = { ...awaiting, ...change } as Order
    expect(applyEvent(after, paid)).toBeUndefined()
  })

  it('ignores a page that expired or failed after the payment, or that the guest left for a newer one', () => {
    const after = { ...awaiting, state: 'paid', paymentId: 'pi_1' } as const
    expect(applyEvent(after, { kind: 'expired', checkoutId: 'cs_1' })).toBeUndefined()
    expect(applyEvent({ ...awaiting, checkoutId: 'cs_2' }, { kind: 'expired', checkoutId: 'cs_1' })).toBeUndefined()
    expect(applyEvent(awaiting, { kind: 'expired', checkoutId: 'cs_1' })).toEqual({ state: 'abandoned' })
    expect(applyEvent(awaiting, { kind: 'failed', checkoutId: 'cs_1' })).toEqual({ state: 'failed' })
  })

  it('takes a payment that comes after the page was marked abandoned', () => {
    const abandoned = { ...awaiting, state: 'abandoned' } as const
    expect(applyEvent(abandoned, paid)).toMatchObject({ state: 'paid' })
  })

  it('records refunds in full or in part, once each, and only of this order’s payment', () => {
    const settled = { ...awaiting, state: 'paid', paymentId: 'pi_1' } as const
    expect(applyEvent(settled, { kind: 'refunded', paymentId: 'pi_1', amountRefunded: 2000 })).toEqual({
      state: 'paid',
      amountRefunded: 2000,
    })
    const part = { ...settled, amountRefunded: 2000 }
    expect(applyEvent(part, { kind: 'refunded', paymentId: 'pi_1', amountRefunded: 2000 })).toBeUndefined()
    expect(applyEvent(part, { kind: 'refunded', paymentId: 'pi_1', amountRefunded: 8500 })).toEqual({
      state: 'refunded',
      amountRefunded: 8500,
    })
    expect(applyEvent(settled, { kind: 'refunded', paymentId: 'pi_9', amountRefunded: 8500 })).toBeUndefined()
    expect(applyEvent(awaiting, { kind: 'refunded', paymentId: 'pi_1', amountRefunded: 8500 })).toBeUndefined()
  })

  it('spots a second payment for an order already paid', () => {
    const settled = { ...awaiting, state: 'paid', paymentId: 'pi_1' } as const
    expect(isSecondPayment(settled, paid)).toBe(false)
    expect(isSecondPayment(settled, { ...paid, paymentId: 'pi_2' })).toBe(true)
    expect(isSecondPayment(awaiting, { ...paid, paymentId: 'pi_2' })).toBe(false)
  })
})

describe('what the guest can do next', () => {
  it('pays, pays again, cancels within the terms, or contacts the resort', () => {
    expect(nextStep(awaiting, false)).toBe('pay')
    expect(nextStep({ ...awaiting, state: 'failed' }, false)).toBe('payAgain')
    expect(nextStep({ ...awaiting, state: 'abandoned' }, false)).toBe('payAgain')
    expect(nextStep({ ...awaiting, state: 'paid' }, true)).toBe('cancel')
    expect(nextStep({ ...awaiting, state: 'paid' }, false)).toBe('contact')
    expect(nextStep({ ...awaiting, state: 'refunded' }, true)).toBe('none')
  })
})
