// Orders in the booking system (issue 40), through the portal's own writes (src/integrations/dynamics/orders.ts and
// new-orders.ts) against the sandbox's Dataverse: the alternate key makes a repeat create nothing, a change is written
// over the version read, an invoiced extra takes an order id once, and the money comes back in minor units.
import { describe, expect, it } from 'vitest'
import { demoBookings } from '../../sandbox/seed/bookings.ts'
import { orderIdFor } from '../../src/domain/orders.ts'
import { bookingsOf } from '../../src/integrations/dynamics/bookings.ts'
import { DynamicsError } from '../../src/integrations/dynamics/client.ts'
import { OrderChangedError, claimInvoice, readOrder, updateOrder } from '../../src/integrations/dynamics/orders.ts'
import { placeOrder } from '../../src/integrations/dynamics/new-orders.ts'
import { sandboxUrl, useSandbox } from './support.ts'
import { sandboxDynamics } from './dynamics-support.ts'

useSandbox()

const client = sandboxDynamics

/** Olivia's booking (the first demo booking) and its booking account. */
async function olivia() {
  const reads = bookingsOf(client(), demoBookings[0]!.lead)
  const [booking] = await reads.list()
  const accountId = booking!.accounts[0]!.id
  return { reads, booking: booking!, accountId }
}

const writes = async () =>
  (await (await fetch(`${sandboxUrl()}/__sandbox/dynamics/writes`)).json()) as { writes: { method: string }[] }

describe('an order in the booking system', () => {
  it('is written once under its order id, however often it is placed', async () => {
    const { booking, accountId } = await olivia()
    const orderId = orderIdFor('hamper')
    const order = {
      orderId,
      accountId,
      price: { amount: 17000, currency: 'GBP' },
      refundUntil: '2027-08-03',
      extra: { title: 'Welcome hamper', day: undefined, quantity: 2, persons: 0 },
    }
    const before = (await writes()).writes.length
    const placed = await Promise.all([placeOrder(client(), order), placeOrder(client(), order)])
    expect(placed.sort()).toEqual(['created', 'exists'])
    expect(await placeOrder(client(), order)).toBe('exists')
    expect((await writes()).writes.length - before).toBe(1)

    const record = await readOrder(client(), orderId)
    expect(record?.order).toEqual({
      id: orderId,
      bookingId: booking.id,
      extraId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'hamper',
      amount: 17000,
      currency: 'GBP',
      state: 'awaitingPayment',
      checkoutId: undefined,
      paymentId: undefined,
      amountRefunded: 0,
      refundUntil: '2027-08-03',
    })
  })

  it('shows among the booking’s extras as the kind it is, pending with the resort', async () => {
    const { reads, booking, accountId } = await olivia()
    const orderId = orderIdFor('odysseyTrip')
    await placeOrder(client(), {
      orderId,
      accountId,
      price: { amount: 9000, currency: 'EUR' },
      refundUntil: undefined,
      extra: { title: 'Odyssey day trip', day: '2027-08-12', quantity: 1, persons: 2 },
    })
    const record = await readOrder(client(), orderId)
    const extra = (await reads.extras(booking.id)).extras.find((e) => e.id === record?.order.extraId)
    expect(extra).toMatchObject({ kind: 'odysseyTrip', status: 100000000, details: { tripName: 'Odyssey day trip' } })
  })

  it('takes a change over the version read, and refuses one made over an older version', async () => {
    const { accountId } = await olivia()
    const orderId = orderIdFor('hamper')
    await placeOrder(client(), {
      orderId,
      accountId,
      price: { amount: 8500, currency: 'GBP' },
      refundUntil: undefined,
      extra: { title: 'Welcome hamper', day: undefined, quantity: 1, persons: 0 },
    })
    const read = (await readOrder(client(), orderId))!
    await updateOrder(client(), read, { checkoutId: 'cs_test_1' })
    await expect(updateOrder(client(), read, { state: 'paid', paymentId: 'pi_1' })).rejects.toThrow(OrderChangedError)
    const again = (await readOrder(client(), orderId))!
    await updateOrder(client(), again, { state: 'paid', paymentId: 'pi_1' })
    const paid = (await readOrder(client(), orderId))!.order
    expect(paid).toMatchObject({ state: 'paid', checkoutId: 'cs_test_1', paymentId: 'pi_1' })
  })

  it('gives an invoiced extra one order id, and reads its amount due in minor units', async () => {
    const { reads, booking } = await olivia()
    const water = (await reads.extras(booking.id)).extras.find((e) => e.kind === 'waterDelivery')!
    expect(water.payment).toMatchObject({ amount: 4200, currency: 'GBP', orderId: undefined })
    const first = orderIdFor('waterDelivery')
    const second = orderIdFor('waterDelivery')
    const claim = { kind: 'waterDelivery' as const, extraId: water.id, etag: water.payment!.version }
    const claimed = await Promise.allSettled([
      claimInvoice(client(), claim, first),
      claimInvoice(client(), claim, second),
    ])
    expect(claimed.map((c) => c.status).sort()).toEqual(['fulfilled', 'rejected'])
    const winner = claimed[0]!.status === 'fulfilled' ? first : second
    expect((await readOrder(client(), winner))?.order).toMatchObject({ extraId: water.id, amount: 4200 })
  })

  it('is not found by an order id no record has', async () => {
    expect(await readOrder(client(), orderIdFor('hamper'))).toBeUndefined()
    await expect(client().get("new_hampers(cm_nosuchkey='x')", {} as never)).rejects.toBeInstanceOf(DynamicsError)
  })
})
