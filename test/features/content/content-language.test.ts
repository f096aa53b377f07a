// How a content document in another language than the page's is marked (issue 29): its lang, and its dir when its
// direction is not the page's; our own words inside it marked back with the page's language.
import { describe, expect, it } from 'vitest'
import { contentLanguage, pageLanguage } from '../../../src/domain/content-blocks.ts'

describe('content in another language than the page', () => {
  it('is not marked when it is the page’s language (case aside) or its language is unknown', () => {
    expect(contentLanguage('de', 'de')).toEqual({})
    expect(contentLanguage('en-gb', 'en-GB')).toEqual({})
    expect(contentLanguage(undefined, 'fr')).toEqual({})
  })

  it('carries its lang, and its dir only when its direction differs from the page’s', () => {
    expect(contentLanguage('en-GB', 'de')).toEqual({ lang: 'en-GB' })
    expect(contentLanguage('en-GB', 'ar')).toEqual({ lang: 'en-GB', dir: 'ltr' })
    expect(contentLanguage('ar', 'en-GB')).toEqual({ lang: 'ar', dir: 'rtl' })
    // A locale of the repository's that is none of ours: its direction from its language.
    expect(contentLanguage('he-il', 'fr')).toEqual({ lang: 'he-il', dir: 'rtl' })
    expect(contentLanguage('it-it', 'ar')).toEqual({ lang: 'it-it', dir: 'ltr' })
  })

  it('marks our own words inside it with the page’s language', () => {
    expect(pageLanguage(contentLanguage('en-GB', 'ar'), 'ar')).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(pageLanguage(contentLanguage('en-GB', 'es'), 'es')).toEqual({ lang: 'es' })
    expect(pageLanguage({}, 'de')).toEqual({})
  })
})
