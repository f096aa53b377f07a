// The content service's offer documents as offers (src/integrations/content/offers.ts): checked and shaped once per
// kept document, the same frozen offer for every request, and each of its inputs giving a new offer when it changes.
import { describe, expect, it, vi } from 'vitest'
import { offerOf } from '../../src/integrations/content/offers.ts'

const doc = (data: Record<string, unknown> = {}, lang = 'en-gb', uid: string | null = 'airport-transfer') => ({
  uid,
  lang,
  data: {
    kind: 'transfer',
    title: 'Airport transfer',
    description: [{ type: 'paragraph', text: 'Met at arrivals.', spans: [] }],
    image: {},
    price: 8500,
    currency: 'GBP',
    per: 'stay',
    mode: 'instant',
    on_sale_until_days_before: 2,
    buyers: 'lead booker',
    ...data,
  },
})

describe('offers from content documents', () => {
  it('gives the same frozen offer for the same kept document, on every request', () => {
    const kept = doc()
    const first = offerOf(kept, 'en-GB')
    expect(first).toMatchObject({
      uid: 'airport-transfer',
      title: 'Airport transfer',
      unitAmount: 8500,
      lang: undefined,
    })
    expect(first?.descriptionHtml).toBe('<p>Met at arrivals.</p>')
    expect(offerOf(kept, 'en-GB')).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(Object.isFrozen(first?.choose)).toBe(true)
  })

  it('reads a document read afresh again, so a change to any of its fields is in the offer', () => {
    const first = offerOf(doc(), 'en-GB')
    expect(offerOf(doc(), 'en-GB')).not.toBe(first)
    expect(offerOf(doc(), 'en-GB')).toEqual(first)
    expect(offerOf(doc({ price: 9000 }), 'en-GB')?.unitAmount).toBe(9000)
    expect(offerOf(doc({ title: 'Transfer' }), 'en-GB')?.title).toBe('Transfer')
    expect(offerOf(doc({}, 'en-gb', 'late-checkout'), 'en-GB')?.uid).toBe('late-checkout')
    expect(offerOf(doc({ per: 'person', choose_guests: true }), 'en-GB')).toMatchObject({
      per: 'person',
      choose: { guests: true, day: false, maxQuantity: 1 },
    })
  })

  it("marks the document's language only on a page of another language", () => {
    const kept = doc({}, 'en-gb')
    expect(offerOf(kept, 'de')?.lang).toBe('en-GB')
    expect(offerOf(kept, 'en-GB')?.lang).toBeUndefined()
    expect(offerOf(kept, 'de')).toBe(offerOf(kept, 'de'))
    expect(offerOf(doc({}, 'de-de'), 'de')?.lang).toBeUndefined()
  })

  it('leaves out a document that does not read, and says so once per document', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const broken = doc({ price: -1 })
      expect(offerOf(broken, 'en-GB')).toBeUndefined()
      expect(offerOf(broken, 'en-GB')).toBeUndefined()
      expect(offerOf(doc({}, 'en-gb', null), 'en-GB')).toBeUndefined()
      expect(warn).toHaveBeenCalledTimes(2)
      expect(String(warn.mock.calls[0]?.[0])).toContain('Offer airport-transfer left out')
    } finally {
      warn.mockRestore()
    }
  })
})
