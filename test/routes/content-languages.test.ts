// Content in the guest's language (issue 29): every read asks for the request's locale, a document with no
// translation is the master locale's and is marked with its own lang attribute, cache keys hold the language, and the
// publish webhook retires every language's entries. Against the Prismic sandbox, which holds every document in all five
// languages (a missing translation's fallback: content-every-language.test.ts).
import { env } from 'cloudflare:workers'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  CookieJar,
  clearFaults,
  demo,
  emptyContentCache,
  fault,
  sandbox,
  signIn,
  site,
  visit,
  pageText as text,
} from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { sandboxWebhookSecret } from '../../sandbox/vars.ts'
import { whatsOnData, whatsOnIds } from '../../sandbox/seed/content.ts'
import { contentTranslations } from '../../sandbox/seed/content-translations.ts'
import { contentReader } from '../../src/integrations/content/reader.ts'
import { readConfig } from '../../src/integrations/config.ts'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server.edge'
import WhatsOnHighlights from '../../src/browser/islands/WhatsOnHighlights.tsx'

afterEach(clearFaults)

/** A browser whose guest chose a language with the picker (its cookie). */
const chose = (locale: string, jar = new CookieJar()) => {
  jar.cookies.set('gp_lang', locale)
  return jar
}

let german: CookieJar
let arabic: CookieJar
let english: CookieJar
beforeAll(async () => {
  ;[german, arabic, english] = await Promise.all([
    signIn(demo.olivia, chose('de')),
    signIn(demo.olivia, chose('ar')),
    signIn(demo.olivia),
  ])
})

describe('help and FAQs in the guest’s language', () => {
  it('shows a translated category in German, with our words and every category in German', async () => {
    const html = await text(await visit('/account/faq/villas', { jar: german }))
    expect(html).toContain('<html lang="de" dir="ltr"')
    expect(html).toContain('<h1>Ihre Villa</h1>')
    expect(html).toContain('<summary>Gibt es WLAN?</summary>')
    expect(html).toContain('<nav class="faq__nav" aria-label="Hilfethemen">')
    expect(html).toMatch(/<a href="\/account\/faq\/villas" aria-current="page">Ihre Villa<\/a>/)
    expect(html).toContain('<a href="/account/faq/arriving">Anreise und Abreise</a>')
    expect(html).toContain('<a href="/account/faq/children">Kinder und Clubs</a>')
    expect(html).toContain('Nicht gefunden, was Sie suchen? <a href="/account/contact-us">Kontaktieren Sie uns</a>.')
    expect(html).not.toContain('lang="en-GB"><summary>')
  })

  it('says the help pages are unavailable in German when nothing is cached', async () => {
    expectConsoleErrors(/"where":"content\.faq"/)
    await emptyContentCache()
    await fault({ path: '/prismic', status: 503 })
    const response = await visit('/account/faq/villas', { jar: german })
    expect(response.status).toBe(503)
    expect(await text(response)).toContain(
      'Unsere Hilfeseiten sind gerade nicht verfügbar. Bitte versuchen Sie es in ein paar Minuten erneut',
    )
  })
})

describe("what's on in the guest’s language", () => {
  it('shows the German highlights, the island’s words in German', async () => {
    const html = await text(await visit('/account/whats-on', { jar: german }))
    expect(html).toContain('<h1>Veranstaltungen</h1>')
    expect(html).toContain('Jede Woche der Saison ist für alle etwas dabei, Olivia.')
    expect(html).toContain('<ul class="highlights" aria-label="Highlights">')
    expect(html).toContain('<h2 class="highlight-card__title">Strandgrillen</h2>')
    expect(html).toContain(
      '<a class="highlight-card__more" href="#highlight-1">Mehr<span class="visually-hidden"> zu Strandgrillen</span></a>',
    )
    expect(html).toContain('<h2 id="details-heading">Diese Woche</h2>')
    // The island's props carry its words: the browser has no catalogue.
    expect(html).toContain('"close":"Schließen"')
    expect(html).toContain('"position":"2 von 5"')
    // A translated document is not marked: it is in the page's language.
    expect(html).toContain('<article id="highlight-1" class="highlight-detail" tabindex="-1"><h3>Strandgrillen</h3>')
  })

  it('shows the Arabic page right to left', async () => {
    const html = await text(await visit('/account/whats-on', { jar: arabic }))
    expect(html).toContain('<html lang="ar" dir="rtl"')
    expect(html).toContain('<h1>الفعاليات</h1>')
    expect(html).toContain('<h2 class="highlight-card__title">شواء على الشاطئ</h2>')
    expect(html).toContain('المزيد<span class="visually-hidden"> عن شواء على الشاطئ</span>')
    expect(html).toContain('<h2 id="details-heading">هذا الأسبوع</h2>')
  })
})

describe("what's on with no translation", () => {
  it('marks the highlights with the master locale’s language, and our words inside them with the page’s', () => {
    const html = renderToString(
      createElement(WhatsOnHighlights, {
        highlights: [
          {
            id: 'highlight-1',
            title: 'Beach barbecue',
            when: 'Every Tuesday, 7pm',
            summary: 'Dinner on the sand.',
            image: undefined,
            html: '<p>Grilled fish.</p>',
            link: { href: 'https://example.com', label: 'Book', external: true },
            moreAbout: 'عن Beach barbecue',
            position: '1 من 1',
            announce: 'Beach barbecue، 1 من 1',
          },
        ],
        words: {
          list: 'أبرز الفعاليات',
          more: 'المزيد',
          close: 'إغلاق',
          previous: 'السابق',
          next: 'التالي',
          noun: '(فعالية)',
          otherSite: '(موقع إلكتروني آخر)',
        },
        mark: { lang: 'en-GB', dir: 'ltr' },
        ours: { lang: 'ar', dir: 'rtl' },
      }),
    )
    expect(html).toContain('<ul class="highlights" aria-label="أبرز الفعاليات">')
    expect(html).toContain('<h2 class="highlight-card__title" lang="en-GB" dir="ltr">Beach barbecue</h2>')
    expect(html).toContain('<p class="highlight-card__when" lang="en-GB" dir="ltr">Every Tuesday, 7pm</p>')
    expect(html).toContain('المزيد<span class="visually-hidden"> عن Beach barbecue</span>')
  })
})

describe('contact us and content pages in the guest’s language', () => {
  it('answers a visitor’s browser language (Accept-Language) with the German contact page', async () => {
    const response = await visit('/account/contact-us', { headers: { 'accept-language': 'de-AT,de;q=0.9' } })
    const html = await text(response)
    expect(html).toContain('<html lang="de"')
    expect(html).toContain('<title>Kontakt · Guest Hub</title>')
    expect(html).toContain('<h1>Kontakt</h1>')
    expect(html).toContain('Unser Gästeservice ist vor, während und nach Ihrem Aufenthalt für Sie da.')
    expect(html).toContain('<dt>Telefon</dt>')
    expect(html).toContain('<dt>E-Mail</dt>')
    expect(response.headers.get('vary')).toContain('Accept-Language')
  })

  it('shows a translated page to a French browser and in an Arabic page', async () => {
    const about = await text(await visit('/about-us', { headers: { 'accept-language': 'fr' } }))
    expect(about).toContain('<article class="content-page stack"><h1>À propos du resort</h1>')
    const legal = await text(await visit('/legal', { jar: chose('ar') }))
    expect(legal).toContain('<html lang="ar" dir="rtl"')
    expect(legal).toContain('<article class="content-page stack"><h1>المعلومات القانونية</h1>')
  })

  it('says a preview link is incomplete in German', async () => {
    const response = await visit('/preview', { jar: chose('de') })
    expect(response.status).toBe(400)
    const html = await text(response)
    expect(html).toContain('<h1>Vorschau</h1>')
    expect(html).toContain('Dieser Vorschaulink ist unvollständig.')
    expect(html).toContain('<a href="/account">Zum Guest Hub</a>')
  })

  it('tells an editor in Spanish which slices the portal does not show', async () => {
    const response = await visit('/slice-simulator', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, 'accept-language': 'es' },
      body: JSON.stringify({ slices: [{ slice_type: 'carousel', primary: {} }] }),
    })
    expect(await text(response)).toContain('El portal de huéspedes no muestra slices «carousel».')
  })
})

describe('home and the itinerary read their content in the guest’s language', () => {
  it('gives the German home page the German reminders of its mode', async () => {
    const html = await text(await visit('/account', { jar: german }))
    expect(html).toContain('Willkommenskorb bestellen')
    expect(html).toContain('Registrierung abschließen')
    expect(html).not.toContain('Order a welcome hamper')
  })

  it('lists German reminders before the stay on the itinerary', async () => {
    const html = await text(await visit('/account/itinerary', { jar: german }))
    expect(html).toContain('Reisepässe prüfen')
    expect(html).not.toContain('Check your passports')
  })
})

describe('the content reader', () => {
  const reader = (locale: 'en-GB' | 'de' | 'fr' | 'ar') =>
    contentReader(readConfig(env), { kv: env.CONTENT_CACHE, waitUntil: () => undefined, locale })

  it('reads each document in the language asked for, and the master locale’s where there is no translation', async () => {
    const french = reader('fr')
    expect(french.lang).toBe('fr-fr')
    expect((await french.single('whats_on')).lang).toBe('fr-fr')
    expect((await french.byUID('faq_category', 'children')).lang).toBe('fr-fr')
    const categories = await french.byUIDs('faq_category', ['arriving', 'children', 'villas', 'none'])
    expect(categories.map((doc) => [doc.uid, doc.lang])).toEqual([
      ['arriving', 'fr-fr'],
      ['children', 'fr-fr'],
      ['villas', 'fr-fr'],
    ])
    // All four, in the editors' order, in French.
    const tailor = await french.allByType('tailor_your_holiday', 'my.tailor_your_holiday.order')
    expect(tailor.map((doc) => [doc.uid, doc.lang])).toEqual(
      ['airport-transfers', 'car-hire', 'welcome-hampers', 'clubs-and-upgrades'].map((uid) => [uid, 'fr-fr']),
    )
    const villas = await reader('ar').villasByCode(['1201', '2210'])
    expect([...villas.keys()]).toEqual(['1201'])
    expect(villas.get('1201')?.name).toBe('Villa Aurora')
  })

  it('keeps each language under its own cache keys, in KV and in the isolate', async () => {
    await emptyContentCache()
    const [first, second] = [
      await visit('/account/whats-on', { jar: english }),
      await visit('/account/whats-on', { jar: german }),
    ]
    expect(await text(first)).toContain("<h1>What's on</h1>")
    expect(await text(second)).toContain('<h1>Veranstaltungen</h1>')
    // Each language's document is written to KV after its page is answered (waitUntil).
    const languagesKept = async () =>
      (await env.CONTENT_CACHE.list({ prefix: 'prismic:' })).keys
        .map((key) => key.name)
        .filter((key) => key.endsWith(':single:whats_on'))
        .map((key) => key.split(':').at(-3))
    await expect.poll(languagesKept).toEqual(expect.arrayContaining(['en-gb', 'de-de']))
    // Read again, each from the isolate's own copy: still each language's document.
    expect(await text(await visit('/account/whats-on', { jar: german }))).toContain('<h1>Veranstaltungen</h1>')
    expect(await text(await visit('/account/whats-on', { jar: english }))).toContain("<h1>What's on</h1>")
  })
})

describe('the publish webhook', () => {
  const germanWords = contentTranslations.find((translation) => translation.lang === 'de-de')
  const setTitle = (lang: string, data: Record<string, unknown>) =>
    sandbox(`/__sandbox/prismic/documents/${whatsOnIds[lang]}`, { method: 'POST', body: JSON.stringify({ data }) })
  const retitled = (data: Record<string, unknown>, title: string) => ({
    ...data,
    title: [{ type: 'heading1', text: title, spans: [] }],
  })
  const heading = async (jar: CookieJar) =>
    /<h1>([^<]*)<\/h1>/.exec(await text(await visit('/account/whats-on', { jar })))?.[1]

  afterAll(async () => {
    await setTitle('en-gb', whatsOnData())
    await setTitle('de-de', whatsOnData(germanWords))
  })

  const webhook = () =>
    visit('/api/content/published', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ type: 'api-update', secret: sandboxWebhookSecret }),
    })

  it('retires every language’s cached documents', async () => {
    await webhook() // a fresh master ref, cached for the minute this test takes
    expect(await heading(english)).toBe("What's on") // read: the master ref is cached for a minute
    expect(await heading(german)).toBe('Veranstaltungen')
    await setTitle('en-gb', retitled(whatsOnData(), 'This week at the resort'))
    await setTitle('de-de', retitled(whatsOnData(germanWords), 'Diese Woche im Resort'))
    expect(await heading(english)).toBe("What's on") // the cached master ref still names the old content
    expect(await heading(german)).toBe('Veranstaltungen')
    expect((await webhook()).status).toBe(200)
    expect(await heading(english)).toBe('This week at the resort')
    expect(await heading(german)).toBe('Diese Woche im Resort')
  })
})
