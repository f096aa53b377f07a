import { describe, expect, it } from 'vitest'
import {
  hasFailedPart,
  isKeptPage,
  isSignInArea,
  offlineBannerText,
  offlineFormSentence,
  serviceWorkerLeavesAlone,
  showOfflineBanner,
} from '../../src/domain/offline-copies.ts'

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
  it("tells the time of the copy on the resort's clock", () => {
    const at = new Date('2026-07-01T13:32:00Z')
    expect(offlineBannerText(at, 'Europe/London')).toBe("You're offline. This is what you saw at 14:32.")
    expect(offlineBannerText(at, 'America/Barbados')).toBe("You're offline. This is what you saw at 09:32.")
    expect(offlineBannerText(new Date('2026-01-15T00:05:00Z'), 'Europe/London')).toBe(
      "You're offline. This is what you saw at 00:05.",
    )
  })

  it('keeps each zone’s sentence for its minute only', () => {
    const zone = 'Asia/Kolkata' // +05:30
    expect(offlineBannerText(new Date('2026-07-01T13:32:10Z'), zone)).toContain('at 19:02.')
    expect(offlineBannerText(new Date('2026-07-01T13:32:50Z'), zone)).toContain('at 19:02.')
    expect(offlineBannerText(new Date('2026-07-01T13:33:00Z'), zone)).toContain('at 19:03.')
    expect(offlineBannerText(new Date('2026-07-01T13:33:00Z'), 'Europe/London')).toContain('at 14:33.')
    expect(offlineBannerText(new Date('2026-07-01T13:32:59Z'), zone)).toContain('at 19:02.') // back in time, too
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

describe('a form sent offline', () => {
  it('says what was typed is kept only where the form has fields to type in', () => {
    expect(offlineFormSentence(true)).toContain('What you typed is still here')
    expect(offlineFormSentence(false)).not.toContain('typed')
    expect(offlineFormSentence(false)).toContain('nothing was sent')
  })
})
