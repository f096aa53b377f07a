// The demo resort's content in the Prismic part, built from the models in customtypes/ and
// slices/: FAQ, contact us, a generic page, villas, tailor your holiday, what's on, what to
// arrange when and the advance-information rules, in the master locale (en-gb) and, for some,
// in the portal's other languages (content-translations.ts). Published under one master ref.
// Image URLs start with `{{images}}`, which the API replaces with the sandbox's image route.
import { publish } from '../prismic/store.ts'
import { contentTranslations, type ContentTranslation } from './content-translations.ts'
import { demoOffers, offerData } from './offers.ts'
import { moreContentTranslations, type MoreContentTranslation, type TailorWords } from './more-content-translations.ts'

type Data = Record<string, unknown>

const paragraph = (text: string) => ({ type: 'paragraph', text, spans: [] })
const heading1 = (text: string) => [{ type: 'heading1', text, spans: [] }]
const paragraphs = (...texts: string[]) => texts.map(paragraph)
const image = (name: string, alt: string) => ({
  id: `img-${name}`,
  url: `{{images}}/${name}.svg?auto=format,compress`,
  alt,
  copyright: null,
  dimensions: { width: 2400, height: 1600 },
  edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
})
const webLink = (url: string) => ({ link_type: 'Web', url })
const noLink = { link_type: 'Any' }
/** How the spa takes bookings (contact us), until treatments can be booked in the portal (issue 38, item 18). */
const spaBooking = {
  spa_phone: '+44 20 7946 0123',
  spa_email: 'spa@example-resort.com',
  spa_booking_page: webLink('https://www.example-resort.com/spa/book'),
}
let sliceCounter = 0
const slice = (slice_type: string, primary: Data, variation = 'default') => ({
  slice_type,
  slice_label: null,
  variation,
  version: 'initial',
  primary,
  items: [],
  id: `${slice_type}$${++sliceCounter}`,
})
const textSlice = (...texts: string[]) => slice('text', { text: paragraphs(...texts) })
const imageSlice = (name: string, alt: string, caption: string | null = null) =>
  slice('image', { image: image(name, alt), caption })
const ctaSlice = (title: string, text: string, url: string, label: string) =>
  slice('call_to_action', { title, text: paragraphs(text), link: webLink(url), link_label: label })

const categories = [
  {
    uid: 'arriving',
    title: 'Arriving and leaving',
    questions: [
      [
        'What time can we check in?',
        'Villas are ready from 4pm on your arrival day. Our team will keep your luggage safe if you arrive earlier.',
      ],
      [
        'When do we need to leave?',
        'Please leave your villa by 10am on your leaving day. The lounge by reception is yours until your transfer.',
      ],
    ],
  },
  {
    uid: 'villas',
    title: 'Your villa',
    questions: [
      [
        'How are the beds set up?',
        'Tell us in your advance information and we will make up the beds before you arrive.',
      ],
      [
        'Is there Wi-Fi?',
        'Yes, in every villa and around the pools. The network name and password are in your welcome pack.',
      ],
    ],
  },
  {
    uid: 'children',
    title: 'Children and clubs',
    questions: [
      [
        'Which club is right for my child?',
        'Crèche is for children under 4, Rascals for 4 and 5 year olds, and the kids’ clubs for 7 to 12 year olds.',
      ],
      [
        'Can we book the crèche on the day?',
        'Places are limited: add it to your booking before you travel to be sure of a place.',
      ],
    ],
  },
] as const

/** Villas by the supercontrol codes the demo bookings carry (2210 is left without one on purpose). */
const villas = [
  ['1201', 'villa-aurora', 'Villa Aurora', 'Four bedrooms above the bay, with a private pool'],
  ['1202', 'villa-marina', 'Villa Marina', 'Three bedrooms, steps from the beach'],
  ['2101', 'villa-olea', 'Villa Olea', 'Two bedrooms among the olive trees'],
  ['3105', 'villa-cala', 'Villa Cala', 'Five bedrooms and a garden for games'],
  ['1410', 'villa-pinia', 'Villa Pinia', 'Three bedrooms by the tennis courts'],
  ['1720', 'villa-sol', 'Villa Sol', 'Four bedrooms with a roof terrace'],
  ['1105', 'villa-vela', 'Villa Vela', 'Two bedrooms next to the sailing club'],
] as const

const roomConfigurations = [
  { value: 'Double beds', label: 'Double beds', description: 'Every bedroom made up with a double bed' },
  { value: 'Twin beds', label: 'Twin beds', description: 'Two single beds in each bedroom' },
  {
    value: 'Double and twins',
    label: 'One double, the rest twin',
    description: 'A double in the main bedroom, twin beds elsewhere',
  },
]

/** Tailor your holiday: each document's picture, links and order; its words in English (translations: TailorWords). */
const tailor: readonly {
  readonly uid: string
  readonly picture: string
  readonly image?: string
  readonly ctaUrl?: string
  readonly words: TailorWords
}[] = [
  {
    uid: 'airport-transfers',
    picture: 'airport',
    image: 'transfer',
    ctaUrl: 'https://www.example-resort.com/extras/transfers',
    words: {
      title: 'Airport transfers',
      summary: 'Be met at arrivals and driven straight to your villa.',
      alt: 'A minibus waiting outside the airport',
      text: 'Our drivers track your flight and wait for you, however late you land. Child seats are fitted to match your group.',
      image: ['A minibus on the coast road', 'About 40 minutes from the airport to the resort.'],
      cta: ['Ready to book?', 'Add a transfer for one way or both.', 'Book a transfer'],
    },
  },
  {
    uid: 'car-hire',
    picture: 'car',
    ctaUrl: 'https://www.example-resort.com/extras/car-hire',
    words: {
      title: 'Car hire',
      summary: 'Explore the island at your own pace.',
      alt: 'A small car parked by a villa',
      text: 'Collect your car at the airport or have it delivered to your villa on your first morning.',
      cta: ['Choose your car', 'From small cars to seven-seaters.', 'Hire a car'],
    },
  },
  {
    uid: 'welcome-hampers',
    picture: 'hamper',
    ctaUrl: 'https://www.example-resort.com/extras/hampers',
    words: {
      title: 'Welcome hampers',
      summary: 'Arrive to a full fridge and breakfast for the morning.',
      alt: 'A basket of bread, fruit and cheese',
      text: 'Choose from our breakfast, family or celebration hampers, filled with produce from the island.',
      cta: ['Order a hamper', 'Order at least three days before you arrive.', 'Order a hamper'],
    },
  },
  {
    uid: 'clubs-and-upgrades',
    picture: 'sailing',
    image: 'sailing-lesson',
    words: {
      title: 'Clubs and upgrades',
      summary: 'Crèche, Rascals and watersports, planned before you travel.',
      alt: 'Dinghies on the water',
      text: 'Places in the crèche and Rascals are limited each week. Watersports upgrades include tuition and equipment.',
      image: ['Children sailing with an instructor', null],
    },
  },
]

/** A tailor-your-holiday document's data in a language: the English document's picture, links and order. */
function tailorData(item: (typeof tailor)[number], order: number, words = item.words): Data {
  const body = [textSlice(words.text)]
  if (item.image && words.image) body.push(imageSlice(item.image, words.image[0], words.image[1]))
  if (item.ctaUrl && words.cta) body.push(ctaSlice(words.cta[0], words.cta[1], item.ctaUrl, words.cta[2]))
  return { title: heading1(words.title), summary: words.summary, image: image(item.picture, words.alt), order, body }
}

const highlights = [
  [
    'Beach barbecue',
    'Every Tuesday, 7pm',
    'Dinner on the sand as the sun goes down.',
    'barbecue',
    'Grilled fish, salads and music on the beach. Children eat free.',
  ],
  [
    'Sailing regatta',
    'Thursdays, 10am',
    'Race the bay in our dinghies.',
    'regatta',
    'Crews of two or three; life jackets and a briefing for everyone. Open to all levels.',
  ],
  [
    'Family quiz night',
    'Wednesdays, 8pm',
    'Test your team in the clubhouse.',
    'quiz',
    'Six rounds, one for the children. Prizes for the winners and the best team name.',
  ],
  [
    'Sunrise yoga',
    'Daily, 7am',
    'Start the day on the pool deck.',
    'yoga',
    'An hour of gentle yoga for every level. Mats provided.',
  ],
  [
    'Kids’ club show',
    'Fridays, 6pm',
    'The clubs put on their end-of-week show.',
    'show',
    'Songs, dances and a few surprises from every club. Parents welcome.',
  ],
] as const

const arrangements = [
  [
    'After booking',
    'Complete your advance information',
    'Tell us who is coming, your address and how you would like your villa set up.',
    '/account/advance-information',
    'Advance information',
  ],
  [
    'After booking',
    'Book clubs and upgrades',
    'Crèche, Rascals and watersports places are limited each week.',
    '/account/tailor-your-holiday/clubs-and-upgrades',
    'Clubs and upgrades',
  ],
  [
    'Two months',
    'Add your flights',
    'With your flight times we can plan your transfer and have your villa ready.',
    '/account/advance-information',
    'Add flights',
  ],
  [
    'Two months',
    'Check your passports',
    'Passports must be valid for three months after your leaving date.',
    null,
    null,
  ],
  [
    'Three weeks',
    'Order a welcome hamper',
    'Arrive to a full fridge: order at least three days before you travel.',
    '/account/tailor-your-holiday/welcome-hampers',
    'Hampers',
  ],
  [
    'Three weeks',
    'Complete registration',
    'Registration saves you time at reception on arrival.',
    '/account/advance-information',
    'Register',
  ],
  [
    'Mid stay',
    'See what is on this week',
    'Barbecues, regattas and shows: plan your week.',
    '/account/whats-on',
    "What's on",
  ],
  [
    'Mid stay',
    'Book a wellness treatment',
    'Our spa fills up fast; book a day or two ahead.',
    '/account/wellness#book',
    'Wellness',
  ],
  [
    'Post stay',
    'Tell us how it went',
    'We read every comment and use them to plan next season.',
    'https://www.example-resort.com/feedback',
    'Leave feedback',
  ],
] as const

const adviceParts = [
  [
    'default',
    'Your group',
    'Check everyone in your group has completed their details, including passports for the lead booker.',
  ],
  ['address', 'Your address', 'We need your home address for your booking confirmation and insurance.'],
  ['villaConfiguration', 'Your villa', 'Tell us how you would like the bedrooms made up.'],
  ['flight', 'Your flights', 'Add your arrival and departure flights so we can plan transfers.'],
  ['registration', 'Registration', 'The resort asks every group to register before arrival.'],
] as const

/** Every advance-information part's slice variation, in the document's order. */
export const advanceVariations = adviceParts.map(([variation]) => variation)

/** The advance-information document asking for `variations`, in English or a translation's language. */
export function advanceInformationData(
  variations: readonly string[] = advanceVariations,
  translation?: MoreContentTranslation,
): Data {
  const words = translation?.advance
  return {
    title: heading1(words?.title ?? 'Advance information'),
    intro: paragraphs(words?.intro ?? 'A few details before you travel help us have everything ready for you.'),
    watersports_minimum_age: 8,
    body: adviceParts
      .filter(([variation]) => variations.includes(variation))
      .map(([variation, englishTitle, englishDescription]) => {
        const [title, description] = words?.parts[variation] ?? [englishTitle, englishDescription]
        return slice('advance_information_part', { title, description: paragraphs(description) }, variation)
      }),
  }
}

const at = '2026-01-15T10:00:00+0000'
const id = (n: number) => `Z${String(n).padStart(15, '0')}`
const documentLink = (docId: string, type: string, uid: string, lang = 'en-gb') => ({
  link_type: 'Document',
  id: docId,
  type,
  tags: [],
  lang,
  slug: uid,
  first_publication_date: at,
  last_publication_date: at,
  uid,
  isBroken: false,
})

/** The what's on document in a language: the English pictures, in the English order. */
export function whatsOnData(translation?: ContentTranslation): Data {
  const words = translation?.whatsOn
  return {
    title: heading1(words?.title ?? "What's on"),
    intro: paragraphs(words?.intro ?? 'Something for everyone, every week of the season, [name].'),
    highlights: highlights.map(([englishTitle, englishWhen, englishSummary, picture, englishDescription], i) => {
      const [title, when, summary, description] = words?.highlights[i] ?? [
        englishTitle,
        englishWhen,
        englishSummary,
        englishDescription,
      ]
      return {
        title,
        when,
        summary,
        image: image(picture, title),
        description: paragraphs(description),
        link: noLink,
        link_label: null,
      }
    }),
  }
}

/** The "legal" page in English or a translation's language. */
function legalData(translation?: MoreContentTranslation): Data {
  const words = translation?.legal ?? {
    title: 'Legal',
    paragraphs: [
      'The Guest Hub is run by the resort for guests with a booking. We use your details only to look after your stay.',
      'Your booking is under the terms and conditions you accepted when you booked; ask guest services for a copy.',
      'We keep the cookies the portal needs to keep you signed in and to remember your booking, and no others.',
    ],
  }
  return { title: heading1(words.title), body: [textSlice(...words.paragraphs)] }
}

/** The `i`th villa in English or a translation's language: its name, code and picture stay; the room choices' saved values too. */
function villaData(i: number, translation?: MoreContentTranslation): Data {
  const [code, uid, name, summary] = villas[i]!
  return {
    name,
    supercontrol_id: code,
    summary: translation?.villas.summaries[i] ?? summary,
    image: image(uid, name),
    room_configurations: roomConfigurations.map((room, r) => {
      const [label, description] = translation?.villas.rooms[r] ?? [room.label, room.description]
      return { value: room.value, label, description }
    }),
  }
}

/**
 * A demo document's id in a Prismic locale, by its English document's number (`n`: 6 advance information, 7 the legal
 * page, 100 + i the FAQ categories, 300 + i tailor your holiday, 400 + i the extras to buy): for the sandbox's document controls and tests.
 */
export function contentDocumentId(lang: string, n: number): string {
  const k = contentTranslations.findIndex((translation) => translation.lang === lang)
  return k < 0 ? id(n) : translatedId(k, n)
}

/** The advance-information document's id in every locale, for the sandbox's variant control. */
export const advanceInformationIds: readonly { readonly lang: string; readonly id: string }[] = [
  { lang: 'en-gb', id: id(6) },
  ...contentTranslations.map((translation, k) => ({ lang: translation.lang, id: translatedId(k, 6) })),
]

/** The what's on document's id in each Prismic locale (for the sandbox's document control and tests). */
export const whatsOnIds: Readonly<Record<string, string>> = Object.fromEntries([
  ['en-gb', id(4)],
  ...contentTranslations.map((translation, k) => [translation.lang, translatedId(k, 4)]),
])

/** A translation's document id: the English document's number, in the translation's own thousand. */
function translatedId(k: number, n: number): string {
  return id(1000 * (k + 1) + n)
}

/** Inserts the demo content and publishes it (a fresh master ref). */
export async function seedContent(db: D1Database): Promise<void> {
  sliceCounter = 0 // a reset numbers the slices as a fresh sandbox does
  const statements: D1PreparedStatement[] = []
  const put = (docId: string, uid: string | null, type: string, data: Data, lang = 'en-gb') =>
    statements.push(
      db
        .prepare(
          'INSERT INTO prismic_documents (id, uid, type, lang, tags, data, first_publication_date, last_publication_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(docId, uid, type, lang, '[]', JSON.stringify(data), at, at),
    )
  categories.forEach((category, i) => {
    put(id(100 + i), category.uid, 'faq_category', {
      title: heading1(category.title),
      questions: category.questions.map(([question, answer]) => ({ question, answer: paragraphs(answer) })),
    })
  })
  put(id(1), null, 'help_and_faqs', {
    title: heading1('Help and FAQs'),
    categories: categories.map((category, i) => ({
      category: documentLink(id(100 + i), 'faq_category', category.uid),
    })),
  })
  put(id(3), null, 'contact_us', {
    title: heading1('Contact us'),
    intro: paragraphs('Our guest services team is here before, during and after your stay.'),
    phone: '+44 20 7946 0000',
    email: 'guests@example-resort.com',
    hours: paragraphs(
      'Every day, 8am to 8pm (resort time). In an emergency at the resort, call reception from your villa phone.',
    ),
    ...spaBooking,
  })
  put(id(2), 'about-us', 'page', {
    title: heading1('About the resort'),
    body: [
      textSlice('A family resort of villas by the sea, with clubs for every age.'),
      imageSlice('bay', 'The resort’s bay at sunset', 'The bay from the clubhouse terrace.'),
      ctaSlice(
        'Questions before you travel?',
        'Our guest services team is happy to help.',
        '/account/contact-us',
        'Contact us',
      ),
    ],
  })
  // The footer's "Legal" link (docs/design.md): a page the resort writes in the content service like any other.
  put(id(7), 'legal', 'page', legalData())
  villas.forEach((villa, i) => {
    put(id(200 + i), villa[1], 'villa', villaData(i))
  })
  tailor.forEach((item, i) => {
    put(id(300 + i), item.uid, 'tailor_your_holiday', tailorData(item, i + 1))
  })
  put(id(4), null, 'whats_on', whatsOnData())
  put(id(5), null, 'what_to_arrange_when', {
    title: heading1('What to arrange when'),
    intro: paragraphs('A few things to sort out before and during your holiday, in good time.'),
    items: arrangements.map(([reminder_timing, title, description, url, label]) => ({
      reminder_timing,
      title,
      description: paragraphs(description),
      link: url ? webLink(url) : noLink,
      link_label: label,
    })),
  })
  put(id(6), null, 'guest_hub_advance_information', advanceInformationData())
  demoOffers.forEach((offer, i) => {
    put(id(400 + i), offer.uid, 'extra_offer', offerData(offer, 'en-gb', i + 1, image))
  })
  contentTranslations.forEach((words, k) => {
    const { lang } = words
    const at = (n: number) => translatedId(k, n)
    const more = moreContentTranslations.find((translation) => translation.lang === lang)
    if (!more) throw new Error(`sandbox/seed/more-content-translations.ts has no ${lang}`)
    const translatedCategories = [words.categories.arriving, words.categories.villas, more.children]
    translatedCategories.forEach((category, i) => {
      put(
        at(100 + i),
        categories[i]!.uid,
        'faq_category',
        {
          title: heading1(category.title),
          questions: category.questions.map(([question, answer]) => ({ question, answer: paragraphs(answer) })),
        },
        lang,
      )
    })
    put(
      at(1),
      null,
      'help_and_faqs',
      {
        title: heading1(words.help),
        categories: categories.map((category, i) => ({
          category: documentLink(at(100 + i), 'faq_category', category.uid, lang),
        })),
      },
      lang,
    )
    put(
      at(3),
      null,
      'contact_us',
      {
        title: heading1(words.contact.title),
        intro: paragraphs(words.contact.intro),
        phone: '+44 20 7946 0000',
        email: 'guests@example-resort.com',
        hours: paragraphs(words.contact.hours),
        ...spaBooking,
      },
      lang,
    )
    const about = words.aboutUs
    put(
      at(2),
      'about-us',
      'page',
      {
        title: heading1(about.title),
        body: [
          textSlice(about.text),
          imageSlice('bay', about.alt, about.caption),
          ctaSlice(about.ctaTitle, about.ctaText, '/account/contact-us', about.ctaLabel),
        ],
      },
      lang,
    )
    put(at(4), null, 'whats_on', whatsOnData(words), lang)
    put(at(7), 'legal', 'page', legalData(more), lang)
    villas.forEach((villa, i) => {
      put(at(200 + i), villa[1], 'villa', villaData(i, more), lang)
    })
    tailor.forEach((item, i) => {
      put(at(300 + i), item.uid, 'tailor_your_holiday', tailorData(item, i + 1, more.tailor[item.uid]), lang)
    })
    put(at(6), null, 'guest_hub_advance_information', advanceInformationData(advanceVariations, more), lang)
    demoOffers.forEach((offer, i) => {
      put(at(400 + i), offer.uid, 'extra_offer', offerData(offer, lang, i + 1, image), lang)
    })
    put(
      at(5),
      null,
      'what_to_arrange_when',
      {
        title: heading1(words.arrange.title),
        intro: paragraphs(words.arrange.intro),
        items: arrangements.map(([reminder_timing, , , url], i) => {
          const [title, description, label] = words.arrange.items[i]!
          return {
            reminder_timing,
            title,
            description: paragraphs(description),
            link: url ? webLink(url) : noLink,
            link_label: label,
          }
        }),
      },
      lang,
    )
  })
  await db.batch(statements)
  await publish(db)
}
