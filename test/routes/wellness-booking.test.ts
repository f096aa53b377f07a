// "Book a wellness treatment" (issue 38, item 18): until treatments can be booked in the portal, what to arrange when
// leads to the spa's own way to book (its phone, email and booking page from the contact us document), and the page
// says so, in every language.
import { beforeAll, describe, expect, it } from 'vitest'
import { demo, signIn, visit, pageText as text, type CookieJar } from './support.ts'
import { locales } from '../../src/domain/locale.ts'
import { textsFor } from '../../src/i18n/texts.ts'

const spa = {
  phone: 'href="tel:+442079460123"',
  email: 'href="mailto:spa@example-resort.com"',
  page: 'href="https://www.example-resort.com/spa/book"',
}

let grace: CookieJar
beforeAll(async () => {
  grace = await signIn(demo.grace) // at the resort: home lists "Book a wellness treatment"
  await visit('/account', { jar: grace })
})

/** The part of a page from the element with `id` to the end of its section. */
function sectionWithId(html: string, id: string): string {
  const start = html.indexOf(` id="${id}"`)
  expect(start, `an element with id="${id}"`).toBeGreaterThan(-1)
  return html.slice(start, html.indexOf('</section>', start))
}

describe('book a wellness treatment', () => {
  it.each(locales)('in %s, home’s link leads to the spa’s phone, email and booking page', async (locale) => {
    grace.cookies.set('gp_lang', locale)
    const home = await text(await visit('/account', { jar: grace }))
    const links = [...home.matchAll(/<a class="arrangement__link" href="(\/account\/wellness[^"]*)"/g)]
    expect(links).toHaveLength(1)
    const target = new URL(links[0]![1]!, 'https://portal.test')
    const page = await text(await visit(target.pathname + target.search, { jar: grace }))
    const section = sectionWithId(page, target.hash.slice(1))
    const t = textsFor(locale)
    expect(section).toContain(t.wellness_book_not_here())
    for (const link of Object.values(spa)) expect(section).toContain(link)
    expect(section).toContain(t.wellness_book_online())
  })
})
