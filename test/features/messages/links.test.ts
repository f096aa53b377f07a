import { describe, expect, it } from 'vitest'
import { textParts } from '../../../src/features/messages/links.ts'

describe('textParts', () => {
  it('makes an http(s) address a link and leaves the sentence’s punctuation outside it', () => {
    expect(textParts('See https://example.com/a?b=1. Or (http://example.org)!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or (' },
      { kind: 'link', href: 'http://example.org' },
      { kind: 'text', text: ')!' },
    ])
  })

  it('keeps a bracket the address itself opened', () => {
    expect(textParts('https://en.wikipedia.org/wiki/Majorca_(island), nice')).toEqual([
      { kind: 'link', href: 'https://en.wikipedia.org/wiki/Majorca_(island)' },
      { kind: 'text', text: ', nice' },
    ])
  })

  it('never makes a link of another scheme or of an address without its scheme', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@example.com', 'www.example.com'])
      expect(textParts(text)).toEqual([{ kind: 'text', text }])
  })

  it('does not link a scheme that only starts like http, nor an address that does not parse', () => {
    expect(textParts('httpx://example.com')).toEqual([{ kind: 'text', text: 'httpx://example.com' }])
    expect(textParts('http://[::1')).toEqual([{ kind: 'text', text: 'http://[::1' }])
  })

  it('answers plain text whole, and nothing for nothing', () => {
    expect(textParts('Thank you')).toEqual([{ kind: 'text', text: 'Thank you' }])
    expect(textParts('')).toEqual([])
  })
})
