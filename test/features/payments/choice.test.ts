import { describe, expect, it } from 'vitest'
import { choiceParams, readChoice } from '../../../src/features/payments/choice.ts'
import { hamper, stay, trip } from './fixtures.ts'

const guests = ['AAAAAAAA-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000002']

describe('reading what the guest chose', () => {
  it('takes a quantity within the offer’s most, and nothing the offer does not ask for', () => {
    expect(readChoice(hamper, stay, guests, { quantity: '2', day: '2027-08-12', guests: guests[0] })).toEqual({
      ok: true,
      choice: { day: undefined, quantity: 2, guestIds: [] },
    })
    expect(readChoice(hamper, stay, guests, { quantity: '4' })).toMatchObject({ ok: false, field: 'quantity' })
    expect(readChoice(hamper, stay, guests, { quantity: '0' })).toMatchObject({ ok: false, field: 'quantity' })
    expect(readChoice(hamper, stay, guests, { quantity: '1.5' })).toMatchObject({ ok: false, field: 'quantity' })
    expect(readChoice(hamper, stay, guests, {})).toMatchObject({ ok: false, field: 'quantity', problem: 'missing' })
  })

  it('takes a day that is a night of the stay', () => {
    const chosen = (day: string) => readChoice(trip, stay, guests, { day, guests: guests[1] })
    expect(chosen('2027-08-10')).toMatchObject({ ok: true, choice: { day: '2027-08-10' } })
    expect(chosen('2027-08-16')).toMatchObject({ ok: true })
    expect(chosen('2027-08-17')).toMatchObject({ ok: false, field: 'day', problem: 'outOfRange' })
    expect(chosen('2027-08-09')).toMatchObject({ ok: false, field: 'day' })
    expect(chosen('2027-02-30')).toMatchObject({ ok: false, field: 'day' })
    expect(readChoice(trip, stay, guests, { guests: guests[1] })).toMatchObject({ field: 'day', problem: 'missing' })
  })

  it('takes only the booking’s own guests, at least one, in the booking’s order', () => {
    const both = readChoice(trip, stay, guests, { day: '2027-08-11', guests: [guests[1]!, guests[0]!.toLowerCase()] })
    expect(both).toMatchObject({ ok: true, choice: { guestIds: guests.map((id) => id.toLowerCase()) } })
    const stranger = readChoice(trip, stay, guests, { day: '2027-08-11', guests: [crypto.randomUUID()] })
    expect(stranger).toMatchObject({ ok: false, field: 'guests', problem: 'outOfRange' })
    expect(readChoice(trip, stay, guests, { day: '2027-08-11' })).toMatchObject({ field: 'guests', problem: 'missing' })
  })

  it('writes a choice back as the review page’s query', () => {
    const params = choiceParams({ day: '2027-08-11', quantity: 1, guestIds: ['a', 'b'] })
    expect(params.toString()).toBe('day=2027-08-11&quantity=1&guests=a&guests=b')
  })
})
