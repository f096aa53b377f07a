import { describe, expect, it } from 'vitest'
import {
  asLocale,
  ownWords,
  directionOf,
  intlLocale,
  localeNames,
  locales,
  lookupLocale,
  negotiateLocale,
} from '../../src/domain/locale.ts'
import { pseudoMessage, pseudoText } from '../../scripts/pseudo-locale.ts'

describe('Accept-Language lookup (RFC 4647 §3.4)', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['de-Latn-AT-x-private', 'de'],
    ['fr-CA;q=0.8, es;q=0.9', 'es'],
    ['en-US,en;q=0.9', 'en-GB'],
    ['EN-gb', 'en-GB'],
    ['ar-EG', 'ar'],
    ['ja, *;q=0.5', undefined],
    ['*', undefined],
    ['zh-Hant-TW', undefined],
    ['de;q=0, fr;q=0.001', 'fr'],
    ['de;q=abc, es', 'es'],
    ['not a tag!, fr', 'fr'],
    ['', undefined],
  ])('%j finds %s', (header, expected) => {
    expect(lookupLocale(header)).toBe(expected)
  })

  it('keeps the order written among equal q-values, and reads at most 32 ranges', () => {
    expect(lookupLocale('es, fr')).toBe('es')
    expect(lookupLocale(`${'xx, '.repeat(40)}de`)).toBeUndefined()
  })
})

describe('the negotiated language', () => {
  it('puts a choice first, then the header, then English, and says when the header decided', () => {
    expect(negotiateLocale('fr', 'de')).toEqual({ locale: 'fr', fromHeader: false })
    expect(negotiateLocale('klingon', 'de')).toEqual({ locale: 'de', fromHeader: true })
    expect(negotiateLocale(undefined, 'ja')).toEqual({ locale: 'en-GB', fromHeader: true })
    expect(negotiateLocale(undefined, undefined)).toEqual({ locale: 'en-GB', fromHeader: true })
  })

  it('takes the pseudo-language only as a choice, never from the header', () => {
    expect(negotiateLocale('en-XA', undefined).locale).toBe('en-XA')
    expect(negotiateLocale(undefined, 'en-XA').locale).toBe('en-GB')
    expect(asLocale('en-XA')).toBeUndefined()
  })

  it('writes Arabic right to left with Western digits, and names every language in itself', () => {
    expect(locales.map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'rtl'])
    expect(intlLocale('ar')).toBe('ar-u-nu-latn')
    expect(intlLocale('en-XA')).toBe('en-GB')
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1234)).toMatch(/^1.?234$/)
    expect(Object.values(localeNames)).toEqual(['English', 'Deutsch', 'Français', 'Español', 'العربية'])
  })
})

describe('the pseudo-language', () => {
  it('accents the words, keeps the placeholders, and is about a third longer', () => {
    const text = 'Welcome back, {name}. Your villa is ready.'
    const pseudo = pseudoText(text)
    expect(pseudo).toContain('{name}')
    expect(pseudo.startsWith('Wélçómé báçk, {name}.')).toBe(true)
    const letters = text.replace('{name}', '').length
    expect(pseudo.replace('{name}', '').length).toBeGreaterThanOrEqual(Math.floor(letters * 1.34))
  })

  it('changes every match of a variant message and nothing else of it', () => {
    const message = [
      {
        declarations: ['input count'],
        selectors: ['count'],
        match: { 'count=one': '{count} night', 'count=*': '{count} nights' },
      },
    ]
    const [variant] = pseudoMessage(message) as typeof message
    expect(variant?.declarations).toEqual(['input count'])
    expect(variant?.match['count=one']).toMatch(/^\{count\} ñíght ·+$/)
  })
})

describe('ownWords', () => {
  it('isolates a guest’s words in a right-to-left language only (issue 38, item 6)', () => {
    expect(ownWords('Palma de Mallorca (PMI)', 'ar')).toBe('\u2068Palma de Mallorca (PMI)\u2069')
    expect(ownWords('Palma de Mallorca (PMI)', 'de')).toBe('Palma de Mallorca (PMI)')
    expect(ownWords('', 'ar')).toBe('')
  })
})
