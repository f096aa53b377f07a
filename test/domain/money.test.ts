import { describe, expect, it } from 'vitest'
import { formatMoney, fromMinor, minorDigits, toMinor } from '../../src/domain/money.ts'
import { kindOfOrder, orderIdFor } from '../../src/domain/orders.ts'

describe('money', () => {
  it('knows each currency’s minor units', () => {
    expect([minorDigits('GBP'), minorDigits('JPY'), minorDigits('BHD')]).toEqual([2, 0, 3])
  })

  it('turns a Money column’s decimal into minor units without losing a penny to float error', () => {
    expect(toMinor(42, 'GBP')).toBe(4200)
    expect(toMinor(0.29, 'GBP')).toBe(29)
    expect(toMinor(19.99, 'GBP')).toBe(1999)
    expect(toMinor(1200, 'JPY')).toBe(1200)
    expect(fromMinor(4250, 'EUR')).toBe(42.5)
  })

  it('writes an amount in the guest’s language', () => {
    expect(formatMoney(4250, 'GBP', 'en-GB')).toBe('£42.50')
    expect(formatMoney(4250, 'EUR', 'de')).toBe('42,50\u00a0€')
    expect(formatMoney(4250, 'EUR', 'fr')).toMatch(/^42,50\s€$/)
    // Arabic pages write Western digits (decision 045), with the currency's Arabic sign.
    expect(formatMoney(4250, 'GBP', 'ar')).toContain('42.50')
    // One left-to-right run, isolated, in a right-to-left page: the sign stays beside its figure.
    expect(formatMoney(4250, 'GBP', 'ar')).toMatch(/^\u2066[^\u200f]*42\.50[^\u200f]*\u2069$/)
    expect(formatMoney(4250, 'GBP', 'de')).not.toMatch(/[\u2066\u2069]/)
  })
})

describe('order ids', () => {
  it('name the kind, so a payment event finds the record’s table', () => {
    const id = orderIdFor('hamper')
    expect(id).toMatch(/^hamper\.[0-9a-f-]{36}$/)
    expect(kindOfOrder(id)).toBe('hamper')
    expect(orderIdFor('hamper')).not.toBe(id)
  })

  it('are refused when tampered with or made up', () => {
    expect(kindOfOrder('hamper.1')).toBeUndefined()
    expect(kindOfOrder(`villa.${crypto.randomUUID()}`)).toBeUndefined()
    expect(kindOfOrder(`hamper.${crypto.randomUUID()}'`)).toBeUndefined()
    expect(kindOfOrder(`hamper.${crypto.randomUUID().toUpperCase()}`)).toBeUndefined()
  })
})
