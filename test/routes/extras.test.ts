// Extras on the home page and My bookings, read from the Dynamics sandbox (SPEC §4 extra status).
import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, demo, fault, sandbox, modalTrigger, signIn, visit, pageText as text } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

/** The extras as "label: message" lines, in page order. */
const extras = (html: string) =>
  [...html.matchAll(/<span class="status status--\w+">(\w+)<\/span><div><p class="extra__message">([^<]+)<\/p>/g)].map(
    (m) => `${m[1]}: ${m[2]}`,
  )

describe('extras', () => {
  it('summarises the extras on the home page: counts by status, the most recent, the full list one tap away', async () => {
    const jar = await signIn(demo.olivia)
    const html = await text(await visit('/account', { jar }))
    expect(html).toContain('<h2 id="extras-heading">Your extras</h2>')
    const counts = [...html.matchAll(/<li><span class="status status--\w+">(\w+)<\/span> (\d+)<\/li>/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    )
    expect(counts).toEqual(['Pending 3', 'Done 5', 'Invoiced 2'])
    expect(extras(html)).toHaveLength(3)
    expect(html).toContain('<a href="/account/my-bookings#extras">All your extras (10)</a>')
  })

  it('shows every extra of the booking on My bookings, grouped by kind, with its label and message', async () => {
    const jar = await signIn(demo.olivia)
    await visit('/account', { jar })
    const html = await text(await visit('/account/my-bookings', { jar }))
    expect(html).toContain('<h2 id="extras-heading">Your extras</h2>')
    expect(extras(html)).toEqual([
      'Pending: A transfer for 6 guests has been requested.',
      'Done: Your Petit Bakery delivery to Villa Aurora has been confirmed!',
      'Invoiced: Your water delivery to Villa Marina has been invoiced.',
      'Done: Your Estate car hire (reservation CR-2231) has been confirmed!',
      'Pending: Your Shipwreck snorkel trip on ' +
        /trip on ([^<]+?) for/.exec(html)![1] +
        ' for 2 adults and 2 children has been requested.',
      'Invoiced: Your Breakfast hamper has been invoiced.',
      'Done: Your shopping list has been confirmed!',
      'Done: Powerboat course enquiry for 2 people has been confirmed!',
      'Done: Ski tow enquiry has been confirmed!',
      'Pending: Your Rascals enquiry is being processed.',
    ])
    expect(html).toContain('<p class="extra__note">To and from the resort</p>')
  })

  it('shows the selected booking’s extras on My bookings without streaming', async () => {
    const jar = await signIn(demo.grace)
    const html = await text(await visit('/account/my-bookings', { jar }))
    const lines = extras(html)
    expect(lines).toContain('Done: A transfer for 2 guests has been confirmed.')
    expect(lines).toContain('Done: Watersports upgrade enquiry has been confirmed!')
    expect(lines).toContain('Done: Registration form enquiry has been confirmed!')
    expect(lines).toContain('Done: Private tennis lessons enquiry has been confirmed!')
    expect(lines).toContain(
      'Done: Your Island odyssey trip on ' +
        /Island odyssey trip on ([^<]+?) for/.exec(html)![1] +
        ' for 2 adults has been confirmed!',
    )
    // In document order: the extras before the wellness section that follows them (decision 042).
    expect(html.indexOf('Your extras')).toBeGreaterThan(0)
    expect(html.indexOf('Your extras')).toBeLessThan(html.indexOf('Your wellness visits'))
  })

  it('shows an unknown status as Pending with a neutral message, and reports it', async () => {
    const jar = await signIn(demo.tom)
    await text(await visit('/account', { jar }))
    const response = await visit('/account/my-bookings', { jar })
    const html = await text(response)
    expect(extras(html)).toContain('Pending: We have your request and will let you know how it is going.')
    expect(extras(html)).toContain('Invoiced: Crèche upgrade enquiry has been invoiced.')
    // Each page that showed it reports it, under its own route (home's streamed section may report last).
    const reports = async () => {
      const { events } = await sandbox<{ events: Record<string, unknown>[] }>('/__sandbox/monitoring')
      return events.filter((e) => e.where === 'extras.unknown' && String(e.message).includes('100000099'))
    }
    await expect
      .poll(async () => new Set((await reports()).map((e) => e.route)), { timeout: 2000, interval: 50 })
      .toEqual(new Set(['account', 'account-my-bookings']))
    expect((await reports()).every((e) => e.level === 'warning')).toBe(true)
  })

  it('keeps the page when the extras cannot be read, and says so in their place', async () => {
    expectConsoleErrors(/"where":"extras\.read"/)
    const jar = await signIn(demo.olivia)
    await fault({
      path: '/dynamics/api/data/v9.2/opportunities',
      query: 'adr_adr_accounts_adr_transfer_BookingAccount',
      status: 500,
    })
    for (const path of ['/account', '/account/my-bookings']) {
      const response = await visit(path, { jar })
      expect(response.status).toBe(200)
      const html = await text(response)
      expect(html).toContain('Your extras are unavailable just now.')
      expect(html).toContain('Olivia')
    }
  })
})

describe('book options', () => {
  it('offers the extras still to ask for in the panel on the home page, and as a page', async () => {
    const jar = await signIn(demo.olivia)
    const home = await text(await visit('/account', { jar }))
    expect(home).toMatch(modalTrigger('/account/book-options'))
    expect(home).toContain('<a class="button modal-trigger__fallback" href="/account/book-options">Book extras</a>')
    const page = await text(await visit('/account/book-options', { jar }))
    expect(page).toContain(
      '<a href="https://www.example-resort.com/extras/car-hire" rel="noopener">Car hire<span class="visually-hidden"> (on our main website)</span></a>',
    )
    // Transfers are sold in the portal (issue 40): its offer, not the main website's page.
    expect(page).toContain('<a href="/account/extras/buy/private-transfer">Private airport transfer</a>')
    expect(page).not.toContain('/extras/transfers')
    expect(page).toContain('<a href="/account/upgrades">Club places and watersports</a>')
    const grace = await text(await visit('/account/book-options', { jar: await signIn(demo.grace) }))
    expect(grace).not.toContain('Club places and watersports') // no upgrades bought
  })

  it('offers nothing once the holiday is over', async () => {
    const jar = await signIn(demo.tom)
    expect(await text(await visit('/account', { jar }))).not.toMatch(modalTrigger('/account/book-options'))
    expect(await text(await visit('/account/book-options', { jar }))).toContain(
      'There is nothing more to book for this holiday.',
    )
  })
})
