import { describe, expect, it } from 'vitest'
import { bookOptionHref, bookOptionLink, bookOptions } from '../../src/domain/book-options.ts'

describe('book options', () => {
  it('offers the extras before and during the stay, and nothing after it', () => {
    expect(bookOptions('three-weeks', false).map((o) => o.title)).toContain('Airport transfers')
    expect(bookOptions('mid-stay', false).length).toBeGreaterThan(5)
    expect(bookOptions('post-stay', true)).toEqual([])
  })

  it('offers club places only to a booking with upgrades to give', () => {
    expect(bookOptions('after-booking', true).at(-1)?.title).toBe('Club places and watersports')
    expect(bookOptions('after-booking', false).some((o) => o.title === 'Club places and watersports')).toBe(false)
  })

  it('links to the main website or the portal', () => {
    const [transfers] = bookOptions('two-months', true)
    expect(bookOptionHref(transfers!, 'https://www.example-resort.com')).toBe(
      'https://www.example-resort.com/extras/transfers',
    )
    expect(bookOptionHref(bookOptions('two-months', true).at(-1)!, 'https://www.example-resort.com')).toBe(
      '/account/upgrades',
    )
    expect(bookOptionLink(transfers!, 'https://www.example-resort.com')).toMatchObject({
      href: 'https://www.example-resort.com/extras/transfers',
      external: true,
    })
    expect(bookOptionLink(bookOptions('two-months', true).at(-1)!, 'https://www.example-resort.com').external).toBe(
      false,
    )
  })
})
