// Home says each thing once, in the order a guest needs it (issue 38, items 1–3): before arrival the next step's
// reason, then its button; at the resort today's plan first, each item once; after the stay a welcome back, the
// stay's dates in the past, and guests' details no longer open to change.
import { describe, expect, it } from 'vitest'
import { demo, post, sandbox, signIn, visit, pageText as text } from './support.ts'

const count = (html: string, what: string) => html.split(what).length - 1

/** The text of the streamed "next up" card: from its heading to the end of the fragment it came in. */
function nextUpCard(html: string): string {
  const from = html.indexOf('<h2 id="next-up-heading">')
  expect(from, 'the next-up card').toBeGreaterThan(-1)
  return html.slice(from, html.indexOf('</div>', from))
}

const writes = async () => (await sandbox<{ writes: unknown[] }>('/__sandbox/dynamics/writes')).writes.length

describe('before arrival', () => {
  it('gives the next step once: its reason, then its button; the progress card does not name it again', async () => {
    const html = await text(await visit('/account', { jar: await signIn(demo.olivia) }))
    const card = nextUpCard(html)
    expect(card).toMatch(
      /^<h2 id="next-up-heading">Next up<\/h2><p>The resort needs this[^<]*<\/p><p class="next-up__step"><a class="button" href="\/account\/advance-information#group">Your group<\/a>/,
    )
    expect(count(html, 'href="/account/advance-information#group"')).toBe(1)
    expect(html).not.toContain('Next:')
    expect(html).toContain('0 of 5 done') // the progress stays, without the step
  })
})

describe('at the resort', () => {
  it('opens with today, before the stay, and names each item once', async () => {
    const html = await text(await visit('/account', { jar: await signIn(demo.grace) }))
    expect(html.indexOf('class="card next-up stack"')).toBeGreaterThan(-1)
    expect(html.indexOf('class="card next-up stack"')).toBeLessThan(html.indexOf('class="hero hero--mid-stay"'))
    const card = nextUpCard(html)
    const listed = [...card.matchAll(/<p class="itinerary-item__what">(?:<a [^>]*>)?([^<]+)</g)].map((m) => m[1]!)
    const next = /<p class="itinerary-next">(.*?)<\/p>/.exec(card)?.[1] ?? ''
    for (const title of listed) expect(next, `"Next:" repeats ${title}`).not.toContain(title)
    // Today's visits are on the card: no section of its own names them again.
    expect(html).not.toContain('id="wellness-heading"')
    for (const visit of ['Hot Stone Massage', 'Yoga Flow']) expect(count(html, visit)).toBeLessThanOrEqual(1)
    // The stay gives way: the day home, not an arrival that has passed.
    expect(html).not.toContain('<dt>Arriving</dt>')
    expect(html).toMatch(/<dt>Leaving<\/dt><dd>[^<]+<\/dd>/)
  })
})

describe('after the stay', () => {
  it('welcomes back once, gives the stay’s dates as past, and offers no change to anyone’s details', async () => {
    const jar = await signIn(demo.tom)
    const html = await text(await visit('/account', { jar }))
    expect(count(html, 'wonderful')).toBe(1)
    expect(html).not.toMatch(/<dt>(Arriving|Leaving)<\/dt>/)
    expect(html).toMatch(/<dt>Your stay<\/dt><dd>\d{1,2}[^<]*(–|-)[^<]*\d{4}<\/dd>/)
    for (const offer of ['Edit details', 'Complete details', 'Details complete', 'Details needed'])
      expect(html).not.toContain(offer)

    const id = /id="guest-([0-9a-f-]{36})"/.exec(html)?.[1]
    expect(id, 'Tom on the guest list').toBeDefined()
    const page = await text(await visit(`/account/guests/${id}`, { jar }))
    expect(page).toContain('Your stay is over')
    expect(page).not.toContain('name="fullName"')
    const before = await writes()
    const response = await post(`/account/guests/${id}`, { fullName: 'Tom Changed' }, jar)
    expect(response.status).toBe(403)
    expect(await text(response)).toContain('Your stay is over')
    expect(await writes()).toBe(before)
  })
})
