// /account/upgrades against the Dynamics sandbox: what was bought, who holds it, and assigning.
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  api,
  clearFaults,
  createGuest,
  demo,
  fault,
  post,
  sandbox,
  modalTrigger,
  signIn,
  visit,
  pageText as text,
} from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)
// Assigning writes enquiries on the demo booking: put it back for the files that follow.
afterAll(() => sandbox('/__sandbox/reset', { method: 'POST' }))

const guestIds = async (jar: Awaited<ReturnType<typeof signIn>>) => {
  const [booking] = (await (await api('/api/user/msd/getUserOpportunities', {}, jar)).json()) as {
    adr_opportunity_adr_bookingguest_Opportunity: {
      adr_name: string
      adr_bookingguestid: string
      _adr_contactid_value: string
    }[]
  }[]
  return Object.fromEntries(
    booking!.adr_opportunity_adr_bookingguest_Opportunity.map((g) => [g.adr_name.split(' ')[0]!, g]),
  )
}

describe('upgrades', () => {
  it('lists the upgrades bought, their places and who holds them each week', async () => {
    const jar = await signIn(demo.olivia)
    const html = await text(await visit('/account/upgrades', { jar }))
    expect(html).toContain('<h2 id="upgrade-waterSports">Full Watersports Upgrade</h2>')
    expect(html).toMatch(/<dt>Week 2<\/dt><dd>James Bennett, Sophie Bennett<\/dd>/)
    expect(html).toContain('<h2 id="upgrade-rascals">Rascals</h2>')
    expect(html).toMatch(modalTrigger('/account/upgrades/waterSports'))
    expect(html).not.toContain('Adult membership') // standard memberships are not upgrades
  })

  it('offers no Assign for an upgrade with nothing to choose, and says why beside it', async () => {
    const jar = await signIn(demo.olivia)
    const html = await text(await visit('/account/upgrades', { jar }))
    // Rascals: one place a week, Leo holds it in both weeks.
    const rascals = html.slice(html.indexOf('<h2 id="upgrade-rascals">'))
    const card = rascals.slice(0, rascals.indexOf('</section>'))
    expect(card).toContain('<p>Every place is taken.</p>')
    expect(card).not.toContain('Assign')
    expect(html).not.toMatch(modalTrigger('/account/upgrades/rascals'))
    expect(html).toMatch(modalTrigger('/account/upgrades/creche'))
  })

  it('assigns an upgrade to an eligible guest, shown at once as a Pending extra', async () => {
    const jar = await signIn(demo.olivia)
    const guests = await guestIds(jar)
    const form = await text(await visit('/account/upgrades/waterSports', { jar }))
    expect(form).toContain('Week 1: 2 places left')
    expect(form).toContain('Week 2: 0 places left')
    expect(form).toContain('Every place for week 2 is taken.')
    expect(form).not.toContain('>Leo Bennett<') // 5 years old: too young for watersports
    const tooYoung = await post(
      '/account/upgrades/waterSports',
      { week: '1', [`guest-${guests.Leo!.adr_bookingguestid}`]: 'on' },
      jar,
    )
    expect(tooYoung.status).toBe(400)
    expect(await text(tooYoung)).toContain('Only the guests listed can have Full Watersports Upgrade.')
    const full = await post(
      '/account/upgrades/waterSports',
      { week: '2', [`guest-${guests.Olivia!.adr_bookingguestid}`]: 'on' },
      jar,
    )
    expect(await text(full)).toContain('Every Full Watersports Upgrade place for week 2 is taken.')
    const ok = await post(
      '/account/upgrades/waterSports',
      { week: '1', [`guest-${guests.Sophie!.adr_bookingguestid}`]: 'on' },
      jar,
    )
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/account/upgrades?requested=waterSports')
    const writes = (
      await sandbox<{ writes: { method: string; entity_set: string; body: Record<string, unknown> }[] }>(
        '/__sandbox/dynamics/writes',
      )
    ).writes
    expect(writes.at(-1)).toMatchObject({
      method: 'POST',
      entity_set: 'cm_guesthubenquiries',
      body: {
        cm_guesthubtype: 100000001,
        cm_details: 'Full Watersports Upgrade, week 1: Sophie Bennett',
        cm_gueststatus: 100000000,
      },
    })
    expect(await text(await visit('/account/upgrades?requested=waterSports', { jar }))).toContain(
      'Your Full Watersports Upgrade request has been sent.',
    )
    // The pending request holds its place: asking again cannot ask for more than was bought.
    const again = await text(await visit('/account/upgrades/waterSports', { jar }))
    expect(again).toContain('Week 1: 1 place left')
    expect(again).not.toMatch(/>Sophie Bennett</)
    const twice = await post(
      '/account/upgrades/waterSports',
      { week: '1', [`guest-${guests.Sophie!.adr_bookingguestid}`]: 'on' },
      jar,
    )
    expect(twice.status).toBe(400)
    expect(await text(await visit('/account/my-bookings', { jar }))).toContain(
      'Your watersports upgrade enquiry is being processed.',
    )
  })

  it('keeps the ticked guests when the request cannot be sent', async () => {
    expectConsoleErrors(/"where":"upgrades\.assign"/)
    const jar = await signIn(demo.olivia)
    const guests = await guestIds(jar)
    await fault({ path: '/dynamics/api/data/v9.2/cm_guesthubenquiries', method: 'POST', status: 500 })
    const failed = await post(
      '/account/upgrades/creche',
      { week: '2', [`guest-${guests.Mia!.adr_bookingguestid}`]: 'on' },
      jar,
    )
    expect(failed.status).toBe(503)
    const html = await text(failed)
    expect(html).toContain("We couldn't save your request just now.")
    expect(html).toMatch(new RegExp(`name="guest-${guests.Mia!.adr_bookingguestid}" checked=""`))
  })

  it('lets only the lead booker assign, and 404s an upgrade the booking does not have', async () => {
    const olivia = await signIn(demo.olivia)
    const guests = await guestIds(olivia)
    const james = await signIn(await createGuest({ firstName: 'James', contactId: guests.James!._adr_contactid_value }))
    const html = await text(await visit('/account/upgrades', { jar: james }))
    expect(html).toContain('The lead booker assigns upgrades.')
    expect(html).not.toMatch(modalTrigger('/account/upgrades/'))
    // The assign page too: who holds it and who can assign it, no form to fill in (issue 25).
    const page = await text(await visit('/account/upgrades/waterSports', { jar: james }))
    expect(page).toContain('Only the lead booker can assign upgrades.')
    expect(page).toMatch(/<dt>Week 2<\/dt><dd>James Bennett, Sophie Bennett<\/dd>/)
    expect(page).not.toContain('type="checkbox"')
    expect(page).not.toContain('Ask for week')
    expect(
      (await post('/account/upgrades/rascals', { week: '2', [`guest-${guests.Leo!.adr_bookingguestid}`]: 'on' }, james))
        .status,
    ).toBe(403)
    expect((await visit('/account/upgrades/paddleSports', { jar: olivia })).status).toBe(404)
    expect((await visit('/account/upgrades/jetski', { jar: olivia })).status).toBe(404)
  })
})
