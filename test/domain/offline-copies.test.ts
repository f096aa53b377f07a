import { describe, expect, it } from 'vitest'
import {
  hasFailedPart,
  isKeptPage,
  isSignInArea,
  offlineBannerText,
  serviceWorkerLeavesAlone,
  showOfflineBanner,
} from '../../src/domain/offline-copies.ts'
import { textsFor } from '../../src/i18n/texts.ts'

const english = textsFor('en-GB')

const kept = { method: 'GET', kept: true, status: 200, signedIn: true, search: '' }

describe('which pages are kept', () => {
  it('keeps a signed-in GET of a kept page answered 200 without a query', () => {
    expect(isKeptPage(kept)).toBe(true)
  })

  it.each([
    ['a post', { method: 'POST' }],
    ['an error page', { status: 500 }],
    ['a not-found page', { status: 404 }],
    ['a visitor who is not signed in', { signedIn: false }],
    ['a page after a form (a query)', { search: '?sent=1' }],
    ['a page its route does not mark kept (a form, sign-in, choosing a booking, an unknown path)', { kept: false }],
  ])('never keeps %s', (_, change) => {
    expect(isKeptPage({ ...kept, ...change })).toBe(false)
  })
})

describe('the offline banner', () => {
  it("tells the day and time of the copy on the resort's clock: copies are kept for days (issue 38)", () => {
    const at = new Date('2026-07-01T13:32:00Z')
    expect(offlineBannerText(at, 'Europe/London', 'en-GB', english)).toBe(
      "You're offline. This is what you saw on Wednesday 1 July at 14:32.",
    )
    expect(offlineBannerText(at, 'America/Barbados', 'en-GB', english)).toBe(
      "You're offline. This is what you saw on Wednesday 1 July at 09:32.",
    )
    expect(offlineBannerText(new Date('2026-01-15T00:05:00Z'), 'Europe/London', 'en-GB', english)).toBe(
      "You're offline. This is what you saw on Thursday 15 January at 00:05.",
    )
    // The resort's day, not the server's: 23:30 in London is already the next day in Kolkata.
    expect(offlineBannerText(new Date('2026-07-01T22:30:00Z'), 'Asia/Kolkata', 'en-GB', english)).toBe(
      "You're offline. This is what you saw on Thursday 2 July at 04:00.",
    )
  })

  it('keeps each zone’s sentence for its minute only', () => {
    const zone = 'Asia/Kolkata' // +05:30
    expect(offlineBannerText(new Date('2026-07-01T13:32:10Z'), zone, 'en-GB', english)).toContain('at 19:02.')
    expect(offlineBannerText(new Date('2026-07-01T13:32:50Z'), zone, 'en-GB', english)).toContain('at 19:02.')
    expect(offlineBannerText(new Date('2026-07-01T13:33:00Z'), zone, 'en-GB', english)).toContain('at 19:03.')
    expect(offlineBannerText(new Date('2026-07-01T13:33:00Z'), 'Europe/London', 'en-GB', english)).toContain(
      'at 14:33.',
    )
    expect(offlineBannerText(new Date('2026-07-01T13:32:59Z'), zone, 'en-GB', english)).toContain('at 19:02.') // back in time, too
  })

  it('is shown by taking away its hidden attribute, and nothing else changes', () => {
    const page = '<body><a>Skip</a><div class="offline-banner" hidden=""><p>x</p></div><main hidden=""></main></body>'
    expect(showOfflineBanner(page)).toBe(
      '<body><a>Skip</a><div class="offline-banner"><p>x</p></div><main hidden=""></main></body>',
    )
    expect(showOfflineBanner('<p>no banner</p>')).toBe('<p>no banner</p>')
  })
})

describe('what the service worker leaves alone', () => {
  it('leaves sign-out, the APIs, previews and the slice simulator to the browser', () => {
    for (const path of ['/account/goodbye', '/api/user/msd/getUserOpportunities', '/preview', '/slice-simulator'])
      expect(serviceWorkerLeavesAlone(path), path).toBe(true)
    for (const path of ['/account', '/account/wellness', '/account/login', '/offline', '/account/goodbyes'])
      expect(serviceWorkerLeavesAlone(path), path).toBe(false)
  })

  it('knows the sign-in area', () => {
    for (const path of ['/account/login', '/account/login/email', '/account/confirm', '/account/update-password/x'])
      expect(isSignInArea(path), path).toBe(true)
    for (const path of ['/account', '/account/logins', '/account/my-bookings'])
      expect(isSignInArea(path), path).toBe(false)
  })

  it('sees a failed part: marked, or a streamed section React gave up on', () => {
    expect(hasFailedPart('<p data-offline-skip="">Your extras are unavailable</p>')).toBe(true)
    expect(hasFailedPart('<!--$!--><template data-dgst="x"></template><!--/$-->')).toBe(true)
    expect(hasFailedPart('<!--$--><p>fine</p><!--/$-->')).toBe(false)
  })
})

describe('the offline banner in other languages', () => {
  it("says the day and time in the guest's language, each language's sentence kept apart", () => {
    const at = new Date('2026-07-01T13:32:00Z')
    expect(offlineBannerText(at, 'Europe/London', 'de', textsFor('de'))).toBe(
      'Sie sind offline. So sah die Seite am Mittwoch, 1. Juli, um 14:32 Uhr aus.',
    )
    expect(offlineBannerText(at, 'Europe/London', 'fr', textsFor('fr'))).toBe(
      'Vous êtes hors ligne. Voici ce que vous avez vu le mercredi 1 juillet à 14:32.',
    )
    expect(offlineBannerText(at, 'Europe/London', 'es', textsFor('es'))).toBe(
      'Estás sin conexión. Esto es lo que viste el miércoles, 1 de julio, a las 14:32.',
    )
    expect(offlineBannerText(at, 'Europe/London', 'ar', textsFor('ar'))).toBe(
      'أنت غير متصل. هذا ما رأيته يوم الأربعاء، 1 يوليو في الساعة 14:32.',
    )
    expect(offlineBannerText(at, 'Europe/London', 'en-GB', english)).toBe(
      "You're offline. This is what you saw on Wednesday 1 July at 14:32.",
    )
  })
})
