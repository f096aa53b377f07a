// /account/itinerary against the sandbox's demo guests (issue 30, docs/itinerary.md), and all.ics agreeing with it.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { api, clearFaults, demo, fault, post, signIn, visit, pageText as text, type CookieJar } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

let grace: CookieJar
let olivia: CookieJar
beforeAll(async () => {
  ;[grace, olivia] = await Promise.all([signIn(demo.grace), signIn(demo.olivia)])
  await Promise.all([visit('/account', { jar: grace }), visit('/account', { jar: olivia })])
})
afterEach(clearFaults)

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')

/** The day blocks' dates, in the page's order. */
const dayDates = (html: string) =>
  [...html.matchAll(/<section class="itinerary-day" [^>]*aria-labelledby="day-([\d-]+)"/g)].map((m) => m[1])

/** The ids of the items on a day (every item but the undated list's), in the page's order. */
function datedItems(html: string): string[] {
  const undatedAt = html.indexOf('id="undated-heading"')
  const undated = undatedAt < 0 ? '' : html.slice(undatedAt, html.indexOf('</section>', undatedAt))
  const undatedIds = new Set([...undated.matchAll(/data-item="([^"]+)"/g)].map((m) => m[1]))
  return [...html.matchAll(/data-item="([^"]+)"/g)].map((m) => m[1]!).filter((id) => !undatedIds.has(id))
}

/** Each item's id and where its title links (undefined: no link), in the page's order. */
const itemLinks = (html: string): [string, string | undefined][] =>
  html
    .split('<li class="itinerary-item" data-item="')
    .slice(1)
    .map((item) => [
      item.slice(0, item.indexOf('"')),
      /<a href="([^"]+)"/.exec(item.slice(0, item.indexOf('</li>')))?.[1],
    ])

describe('the itinerary page', () => {
  it('shows the mid-stay guest today first with what is next, every day of the stay, and the undated list', async () => {
    const response = await visit('/account/itinerary', { jar: grace })
    expect(response.status).toBe(200)
    const html = await text(response)
    expect(html).toContain('<title>Your itinerary')
    expect(html).toMatch(/aria-current="date"[^>]*>.*?<h2[^>]*>Today, <time dateTime="\d{4}-\d{2}-\d{2}">/s)
    expect(html).toContain('<strong>Next:</strong>')
    // Arrived three days ago for seven nights: today and the four days to come, then the three days gone.
    const dates = dayDates(html)
    expect(dates).toHaveLength(8)
    expect(dates.slice(0, 5)).toEqual([...dates.slice(0, 5)].sort())
    expect(dates.slice(5)).toEqual([...dates.slice(5)].sort())
    expect(dates[5]! < dates[0]!).toBe(true)
    expect(html).toContain('Earlier in your stay')
    expect(html).not.toContain('Before you travel')
    // Times in <time datetime>; visits and trips link to their own entries; the calendar file from the page.
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z">\d{2}:\d{2}<\/time>/)
    expect(html).toMatch(/<a href="\/account\/wellness#visit-\d+">Hot Stone Massage — You<\/a>/)
    expect(html).toMatch(/<a href="\/account\/my-bookings#extra-[\w-]+">Island odyssey trip<\/a>/)
    expect(html).toContain('href="/account/calendar/all.ics"')
    // Undated: the powerboat course and the tennis lessons have no day; Daniel's watersports request names him.
    const undated = html.slice(html.indexOf('id="undated-heading"'))
    expect(undated).toContain('Powerboat course')
    expect(undated).toContain('Private tennis lessons')
    expect(undated).toContain('Watersports upgrade request — Daniel')
  })

  it('shows the returning guest what is left to arrange before the stay, then each day from the travel day', async () => {
    const html = await text(await visit('/account/itinerary', { jar: olivia }))
    const before = html.slice(html.indexOf('Before you travel'), html.indexOf('class="itinerary-day"'))
    expect(before).toMatch(/<a href="\/account\/advance-information\/[\w-]+">/)
    // Ten days before arrival, what was due two months before is asked for now, with its day.
    expect(before).toMatch(/As soon as you can \(it was due by <time dateTime="\d{4}-\d{2}-\d{2}">/)
    expect(html).not.toContain('Today, ')
    expect(dayDates(html)).toHaveLength(8) // seven nights, no flights yet
    // Clubs name who holds them; the transfer both ways is on the arrival and the leaving day.
    expect(html).toContain('Crèche — Mia')
    expect(html).toContain('Rascals — Leo')
    expect(html.match(/>Transfer to the resort</g)).toHaveLength(1)
    expect(html.match(/>Transfer to the airport</g)).toHaveLength(1)
    expect(html).toContain('Pending: the resort has not confirmed this yet.')
  })

  it('links each extra to its own entry in my bookings’ extras, car hire and transfers too', async () => {
    for (const jar of [olivia, grace]) {
      const html = await text(await visit('/account/itinerary', { jar }))
      expect(html).not.toContain('href="/account#extras"') // home's extras show only the three most recent
      const links = itemLinks(html).filter(([id]) => /^(transfer|delivery|car|trip|extra)-/.test(id))
      expect(links.some(([id]) => id.startsWith('transfer-'))).toBe(true)
      const mine = await text(await visit('/account/my-bookings', { jar }))
      for (const [id, href] of links) {
        if (href === '/account/upgrades') continue // an upgrade request: where upgrades are asked for and assigned
        expect(href, id).toMatch(/^\/account\/my-bookings#extra-[\w-]+$/)
        expect(mine, href).toContain(`id="${href!.split('#')[1]}"`)
      }
    }
    const links = new Map(itemLinks(await text(await visit('/account/itinerary', { jar: olivia }))))
    const car = [...links.keys()].find((id) => id.startsWith('car-'))
    expect(links.get(car!)).toBe(`/account/my-bookings#extra-${car!.slice('car-'.length)}`)
  })

  it('gives a transfer from the resort its flight’s time, not "All day", and each club once, as "every day"', async () => {
    /** Each item's markup, by its id. */
    const items = (html: string) =>
      new Map(
        html
          .split('<li class="itinerary-item" data-item="')
          .slice(1)
          .map((li) => [li.slice(0, li.indexOf('"')), li.slice(0, li.indexOf('</li>'))]),
      )
    // Grace's transfer goes both ways and her flights are saved: it meets the one and leaves before the other.
    const graces = items(await text(await visit('/account/itinerary', { jar: grace })))
    const transfers = [...graces].filter(([id]) => id.startsWith('transfer-'))
    expect(transfers).toHaveLength(2)
    for (const [id, li] of transfers) expect(li, id).not.toContain('All day')
    const back = transfers.find(([, li]) => li.includes('Transfer to the airport'))?.[1]
    expect(back).toMatch(/Before your <time dateTime="[\d-]+T[\d:.]+Z">17:10<\/time> flight/)
    // Olivia's children hold the crèche and rascals for week 1: each once, over the week, not on each of its days.
    const html = await text(await visit('/account/itinerary', { jar: olivia }))
    const clubs = [...html.matchAll(/data-item="(club-[^"]+)"/g)].map((m) => m[1])
    expect(clubs).toEqual(['club-creche-week1', 'club-rascals-week1'])
    const every = html.slice(
      html.indexOf('id="every-heading"'),
      html.indexOf('</section>', html.indexOf('id="every-heading"')),
    )
    expect(every).toContain('>Every day</h2>')
    expect(every).toMatch(/Every day, <time dateTime="[\d-]+">[^<]+<\/time> to <time dateTime="[\d-]+">[^<]+<\/time>/)
    expect(every).toContain('Crèche — Mia')
  })

  it('says of a day gone by with nothing on it that nothing was planned, never "yet"', async () => {
    // Tom is back home: every day of his stay has gone by, most of them with nothing on.
    const tom = await text(await visit('/account/itinerary', { jar: await signIn(demo.tom) }))
    expect(dayDates(tom)).toHaveLength(8)
    expect(tom).not.toContain('Nothing planned yet.')
    expect(
      tom.match(/<p class="itinerary-day__empty">Nothing was planned for this day\.<\/p>/g)?.length,
    ).toBeGreaterThan(0)
    // Grace, mid-stay: the days gone by say so too; the days to come may still be planned.
    const html = await text(await visit('/account/itinerary', { jar: grace }))
    expect(html.slice(html.indexOf('id="gone-heading"'))).not.toContain('Nothing planned yet.')
  })

  it('streams after its shell with a saved booking, with the same content', async () => {
    const response = await visit('/account/itinerary', { jar: grace })
    expect(response.status).toBe(200)
    const html = await text(response)
    expect(html).toContain('Hot Stone Massage — You')
    expect(html).not.toMatch(/<template|<div hidden id=|\$RC/) // in place, in document order (decision 042)
  })

  it('shows a companion their own visits and the booking’s items, never the lead booker’s visits', async () => {
    const priya = await signIn({ id: '', email: 'companion@example.com', password: 'Holiday-2026' })
    const bookings = (await (await api('/api/user/msd/getUserOpportunities', {}, priya)).json()) as {
      opportunityid: string
      new_arrivaldateuserlocal?: string
    }[]
    const arrives = (b: (typeof bookings)[number]) => b.new_arrivaldateuserlocal ?? ''
    const soonest = [...bookings].sort((a, b) => (arrives(a) < arrives(b) ? -1 : 1))[0]
    expect((await post('/account/select-booking', { opportunityId: soonest!.opportunityid }, priya)).status).toBe(303)
    const html = await text(await visit('/account/itinerary', { jar: priya }))
    expect(html).toContain('Hot Stone Massage — You')
    expect(html).not.toContain('Tennis Clinic') // Harry's own
    expect(html).toContain('Island odyssey trip')
  })

  it('says which part could not be read and shows the rest', async () => {
    expectConsoleErrors(/"where":"itinerary\.wellness"/)
    await fault({ path: '/mindbody/public/v6/client/clientschedule', status: 500 })
    const html = await text(await visit('/account/itinerary', { jar: grace }))
    expect(html).toContain("We couldn't read your wellness visits just now")
    expect(html).toContain('Island odyssey trip')
  })
})

describe('a guest with two bookings', () => {
  it('sees each wellness visit on exactly one itinerary and one wellness page: its own stay’s', async () => {
    // Harry's one wide schedule read holds a visit in each stay (sandbox/seed/wellness.ts).
    const jar = await signIn(demo.harry)
    const choice = await text(await visit('/account/select-booking', { jar }))
    const ids = [...choice.matchAll(/name="opportunityId" value="([^"]+)"/g)].map((m) => m[1]!)
    expect(ids).toHaveLength(2)
    const seen = { itinerary: [] as string[][], wellness: [] as string[][] }
    for (const opportunityId of ids) {
      expect((await post('/account/select-booking', { opportunityId }, jar)).status).toBe(303)
      const page = await text(await visit('/account/itinerary', { jar }))
      seen.itinerary.push([...page.matchAll(/data-item="wellness-(\d+)"/g)].map((m) => m[1]!))
      const wellness = await text(await visit('/account/wellness', { jar }))
      seen.wellness.push([...wellness.matchAll(/id="visit-(\d+)"/g)].map((m) => m[1]!))
    }
    for (const [where, [soon = [], later = []]] of Object.entries(seen)) {
      expect(soon, where).toHaveLength(1)
      expect(later, where).toHaveLength(1)
      expect(soon, where).not.toEqual(later)
    }
    expect(seen.wellness).toEqual(seen.itinerary)
  })
})

describe('the itinerary and the calendar file', () => {
  it('agree on every dated item, in the same order, for each demo guest', async () => {
    for (const jar of [grace, olivia]) {
      const page = datedItems(await text(await visit('/account/itinerary', { jar })))
      const ics = unfold(await (await visit('/account/calendar/all.ics', { jar })).text())
      const uids = [...ics.matchAll(/UID:([^\r]+)@guest-portal/g)]
        .map((m) => m[1]!)
        .filter((u) => !u.startsWith('stay-'))
      expect(page.length).toBeGreaterThan(5)
      expect(new Set(uids)).toEqual(new Set(page))
    }
  })
})

describe('the itinerary and home during the stay', () => {
  /** The items' ids in the part of the page that starts at `from`, up to its section's end. */
  const itemsFrom = (html: string, from: string) => {
    const at = html.indexOf(from)
    expect(at, from).toBeGreaterThan(0)
    return [...html.slice(at, html.indexOf('</section>', at)).matchAll(/data-item="([^"]+)"/g)].map((m) => m[1])
  }

  it('shows on home’s "Today" card the very items of today on the itinerary page', async () => {
    const home = await text(await visit('/account', { jar: grace }))
    const page = await text(await visit('/account/itinerary', { jar: grace }))
    // Today's items may be none at this hour (the demo's visits are hours from now): what is next is always there.
    expect(home).toContain('<h2 id="next-up-heading">Today</h2>')
    expect(itemsFrom(home, 'id="next-up-heading"')).toEqual(itemsFrom(page, 'aria-current="date"'))
    const next = (html: string) => /<p class="itinerary-next">.*?<\/p>/.exec(html)?.[0]
    expect(next(page)).toContain('Next:')
    // Home says "Next:" only when it is not one of today's items listed above it (issue 38: each item once).
    const at = page.indexOf('aria-current="date"')
    const today = page.slice(at, page.indexOf('</section>', at))
    const titles = [...today.matchAll(/<p class="itinerary-item__what">(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1]!)
    const listed = titles.some((title) => next(page)?.includes(title))
    expect(next(home)).toBe(listed ? undefined : next(page))
    expect(home).toContain('<a href="/account/itinerary">Your stay, day by day</a>')
  })
})
