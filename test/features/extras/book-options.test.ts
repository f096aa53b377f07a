import { describe, expect, it } from 'vitest'
import { bookOptionHref, bookOptionLink, bookOptions } from '../../../src/features/extras/book-options.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const t = textsFor('en-GB')

describe('book options', () => {
  it('offers the extras before and during the stay, and nothing after it', () => {
    expect(bookOptions('three-weeks', false, t).map((o) => o.title)).toContain('Airport transfers')
    expect(bookOptions('mid-stay', false, t).length).toBeGreaterThan(5)
    expect(bookOptions('post-stay', true, t)).toEqual([])
  })

  it('offers club places only to a booking with upgrades to give', () => {
    expect(bookOptions('after-booking', true, t).at(-1)?.title).toBe('Club places and watersports')
    expect(bookOptions('after-booking', false, t).some((o) => o.title === 'Club places and watersports')).toBe(false)
  })

  it('gives way where the portal sells every kind an option stands for, and only then (issue 40)', () => {
    const titles = (sold: string[]) =>
      bookOptions('two-months', false, t, new Set(sold as never[])).map((option) => option.title)
    expect(titles(['hamper'])).not.toContain('Welcome hampers')
    expect(titles(['hamper'])).toContain('Airport transfers')
    // Trips stand for two kinds: one sold in the portal leaves the other to the main website.
    expect(titles(['odysseyTrip'])).toContain('Odyssey and shipwreck trips')
    expect(titles(['odysseyTrip', 'shipwreckTrip'])).not.toContain('Odyssey and shipwreck trips')
    expect(titles([])).toEqual(bookOptions('two-months', false, t).map((option) => option.title))
  })

  it('links to the main website or the portal', () => {
    const [transfers] = bookOptions('two-months', true, t)
    expect(bookOptionHref(transfers!, 'https://www.example-resort.com')).toBe(
      'https://www.example-resort.com/extras/transfers',
    )
    expect(bookOptionHref(bookOptions('two-months', true, t).at(-1)!, 'https://www.example-resort.com')).toBe(
      '/account/upgrades',
    )
    expect(bookOptionLink(transfers!, 'https://www.example-resort.com')).toMatchObject({
      href: 'https://www.example-resort.com/extras/transfers',
      external: true,
    })
    expect(bookOptionLink(bookOptions('two-months', true, t).at(-1)!, 'https://www.example-resort.com').external).toBe(
      false,
    )
  })
})

describe('book options in the guest’s language', () => {
  it('names and describes each option in French', () => {
    const [transfers] = bookOptions('two-months', false, textsFor('fr'))
    expect(transfers).toMatchObject({ title: 'Transferts aéroport', where: { site: '/extras/transfers' } })
    expect(transfers!.description).toBe("Accueil à l'arrivée et trajet jusqu'à votre villa, aller et retour.")
  })
})
