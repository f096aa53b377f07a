// Decision 019: with a selection saved for the signed-in guest, a page's shell goes out before
// any upstream answers; without one the checks that may redirect come first; and a saved id
// that is not the guest's never shows that booking's data.
import { afterEach, describe, expect, it } from 'vitest'
import { api, clearFaults, demo, fault, post, signIn, visit, warm, pageText, type CookieJar } from './support.ts'

afterEach(clearFaults)

/** Reads a streamed response: the text before `ms` have passed, and the whole text. */
async function readTimed(response: Response, ms: number): Promise<{ early: string; all: string }> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const deadline = Date.now() + ms
  let early = ''
  let all = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const chunk = decoder.decode(value, { stream: true })
    all += chunk
    if (Date.now() < deadline) early += chunk
  }
  const words = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&')
  return { early: words(early), all: words(all) }
}

/** Every upstream the pages read (auth, profile, Dynamics and its token, wellness), slowed. */
async function slowUpstreams(delayMs: number) {
  for (const path of ['/dynamics', '/identity', '/mindbody', '/rest/v1/profiles']) await fault({ path, delayMs })
}

describe('the shell before the upstreams', () => {
  const pages = [
    { path: '/account', shell: 'Hello Olivia', body: 'Almost time to pack' },
    { path: '/account/my-bookings', shell: 'My bookings', body: 'You are the lead booker' },
    { path: '/account/advance-information', shell: 'Advance information', body: 'Your address' },
    { path: '/account/advance-information/address', shell: 'Your address', body: 'Address line 1' },
    { path: '/account/advance-information/flight', shell: 'Your flights', body: 'Arrival' },
    { path: '/account/advance-information/registration', shell: 'Registration', body: 'name="fullName"' },
    { path: '/account/upgrades', shell: 'Your upgrades', body: 'Places bought' },
    { path: '/account/book-options', shell: 'Book extras', body: 'Back to your home page' },
    { path: '/account/wellness', shell: 'Your wellness visits', body: 'class="visits"' },
    { path: '/account/itinerary', shell: 'Your itinerary', body: 'class="itinerary-day"' },
  ]

  let olivia: CookieJar | undefined
  it.each(pages)(
    '$path streams its header and heading before a slow booking system answers',
    async ({ path, shell, body }) => {
      // One sign-in for every page: sign-ins per address are limited (decision 034).
      olivia ??= await signIn(demo.olivia)
      const jar = olivia
      expect((await visit('/account', { jar })).status).toBe(200) // selects the only booking
      await warm(path, { jar }) // content cache, tokens, signing keys
      await slowUpstreams(1500)
      const started = Date.now()
      const response = await visit(path, { jar })
      expect(response.status).toBe(200)
      expect(Date.now() - started).toBeLessThan(1000) // headers before any upstream answers
      const { early, all } = await readTimed(response, 1000)
      expect(early).toContain(shell)
      expect(early).toContain('Olivia') // the header's account button, from the verified token
      expect(early).not.toContain(body)
      expect(all).toContain(body)
      // In place, in document order (decision 042): nothing hidden for a script to reveal.
      expect(all).not.toMatch(/<template|<div hidden|\$RC|Show the whole page/)
      expect(all.indexOf(body)).toBeLessThan(all.indexOf('<footer'))
    },
  )
})

describe('sections in document order (decision 042)', () => {
  it('writes every section before the slow one at once, then the slow one in its place, then the footer', async () => {
    const jar = await signIn(demo.olivia)
    await warm('/account', { jar }) // selects the only booking
    await fault({ path: '/mindbody', delayMs: 1500 }) // the wellness schedule, home's last section
    const { early, all } = await readTimed(await visit('/account', { jar }), 1000)
    expect(early).toContain('All your extras (10)') // the extras, before it
    expect(early).toContain('Things to arrange now')
    expect(early).toContain('Your next wellness visit') // the section's own heading is not waiting
    expect(early).not.toContain('Sunrise Yoga')
    expect(early).not.toContain('<footer') // nothing after the waiting section has gone out
    expect(all.indexOf('Sunrise Yoga')).toBeGreaterThan(all.indexOf('Your next wellness visit'))
    expect(all.indexOf('Sunrise Yoga')).toBeLessThan(all.indexOf('<footer'))
    expect(all).not.toMatch(/<template|<div hidden id=|\$RC/)
  })
})

describe('what a save just did, without JavaScript', () => {
  it('goes out with the shell, before the streamed body', async () => {
    const jar = await signIn(demo.olivia)
    await visit('/account', { jar })
    const pages = [
      ['/account?saved=guest', 'Guest details saved.', 'Almost time to pack'],
      ['/account/advance-information?saved=address', 'Your address has been saved.', 'Registration'],
      ['/account/upgrades?requested=rascals', 'Your Rascals request has been sent.', 'Places bought'],
    ] as const
    for (const [path, notice, body] of pages) {
      const html = await pageText(await visit(path, { jar }))
      expect(html.indexOf(notice), path).toBeGreaterThan(0)
      expect(html.indexOf(notice), path).toBeLessThan(html.indexOf(body))
      expect(html.match(new RegExp(notice.replace('.', '\\.'), 'g')), path).toHaveLength(1)
    }
    expect(await pageText(await visit('/account/upgrades?requested=nonsense', { jar }))).not.toContain(
      'request has been sent',
    )
  })
})

describe('a saved booking that is not the guest’s', () => {
  /** Harry, with his own selection saved, then the booking cookie swapped for Olivia's booking. */
  async function harryWithOliviasBooking(): Promise<{
    jar: CookieJar
    theirs: { opportunityid: string; name: string }
  }> {
    const olivia = await signIn(demo.olivia)
    const [theirs] = (await (await api('/api/user/msd/getUserOpportunities', {}, olivia)).json()) as {
      opportunityid: string
      name: string
    }[]
    const jar = await signIn(demo.harry)
    const page = await pageText(await visit('/account/select-booking', { jar }))
    const [mine] = [...page.matchAll(/name="opportunityId" value="([^"]+)"/g)].map((m) => m[1]!)
    await post('/account/select-booking', { opportunityId: mine! }, jar)
    expect(jar.cookies.get('gp_booking_user')).toBeTruthy()
    jar.cookies.set('gp_booking', theirs!.opportunityid)
    return { jar, theirs: theirs! }
  }

  it('never shows their data, on any page', async () => {
    const { jar, theirs } = await harryWithOliviasBooking()
    const olivia = await signIn(demo.olivia)
    const guest = /href="\/account\/guests\/([0-9a-f-]{36})"/.exec(
      await pageText(await visit('/account', { jar: olivia })),
    )?.[1]
    const paths = [
      '/account',
      '/account/my-bookings',
      '/account/advance-information',
      '/account/advance-information/address',
      '/account/advance-information/villa',
      '/account/advance-information/flight',
      '/account/advance-information/registration',
      '/account/upgrades',
      '/account/book-options',
      '/account/wellness',
      '/account/itinerary',
      '/account/calendar/stay.ics',
      '/account/calendar/all.ics',
      `/account/guests/${guest ?? '00000000-0000-4000-8000-000000000000'}`,
      '/account/faq/villas',
      '/account/whats-on',
      '/account/what-to-arrange-when',
      '/account/contact-us',
      '/account/select-booking',
    ]
    for (const path of paths) {
      const response = await visit(path, { jar })
      const html = await pageText(response)
      expect(html, path).not.toContain('Bennett')
      expect(html, path).not.toContain(theirs.name)
      expect(html, path).not.toContain(theirs.opportunityid)
    }
    expect(await pageText(await visit('/account', { jar }))).toContain("We couldn't find this booking among yours.")
    for (const path of [
      '/account/advance-information',
      '/account/advance-information/address',
      '/account/upgrades',
      '/account/book-options',
      '/account/wellness',
      '/account/itinerary',
    ])
      expect(await pageText(await visit(path, { jar })), path).toContain("We couldn't find this booking among yours.")
  })
})

describe('no usable selection: the checks that may redirect come first', () => {
  const pages = [
    '/account',
    '/account/advance-information',
    '/account/advance-information/address',
    '/account/upgrades',
    '/account/book-options',
    '/account/wellness',
    '/account/itinerary',
    '/account/faq/villas',
    '/account/whats-on',
  ]

  // One sign-in for them all: sign-ins per address are limited (decision 034).
  let harry: CookieJar | undefined
  it.each(pages)('%s sends a guest with several bookings and none selected to choose', async (path) => {
    harry ??= await signIn(demo.harry)
    const jar = harry
    const response = await visit(path, { jar })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account/select-booking')
  })

  it('treats a booking id saved for someone else as no selection', async () => {
    const olivia = await signIn(demo.olivia)
    await visit('/account', { jar: olivia })
    const jar = await signIn(demo.harry)
    jar.cookies.set('gp_booking', olivia.cookies.get('gp_booking')!)
    jar.cookies.set('gp_booking_user', olivia.cookies.get('gp_booking_user')!)
    const response = await visit('/account', { jar })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account/select-booking')
  })
})
