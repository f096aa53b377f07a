// The demo resort's content in the Prismic part: FAQ categories and the help_and_faqs document
// that orders them, and a generic page. Published under one master ref.
import { publish } from '../prismic/store.ts'

const paragraph = (text: string) => ({ type: 'paragraph', text, spans: [] })

interface Category {
  readonly uid: string
  readonly title: string
  readonly questions: readonly (readonly [string, string])[]
}

const categories: readonly Category[] = [
  {
    uid: 'arriving',
    title: 'Arriving and leaving',
    questions: [
      ['What time can we check in?', 'Villas are ready from 4pm on your arrival day. Our team will keep your luggage safe if you arrive earlier.'],
      ['When do we need to leave?', 'Please leave your villa by 10am on your leaving day. The lounge by reception is yours until your transfer.'],
    ],
  },
  {
    uid: 'villas',
    title: 'Your villa',
    questions: [
      ['How are the beds set up?', 'Tell us in your advance information and we will make up the beds before you arrive.'],
      ['Is there Wi-Fi?', 'Yes, in every villa and around the pools. The network name and password are in your welcome pack.'],
    ],
  },
  {
    uid: 'children',
    title: 'Children and clubs',
    questions: [
      ['Which club is right for my child?', 'Crèche is for children under 4, Rascals for 4 and 5 year olds, and the kids’ clubs for 7 to 12 year olds.'],
      ['Can we book the crèche on the day?', 'Places are limited: add it to your booking before you travel to be sure of a place.'],
    ],
  },
]

const at = '2026-01-15T10:00:00+0000'
const id = (n: number) => `Z${String(n).padStart(15, '0')}`

/** Inserts the demo content and publishes it (a fresh master ref). */
export async function seedContent(db: D1Database): Promise<void> {
  const statements: D1PreparedStatement[] = []
  const put = (docId: string, uid: string | null, type: string, data: Record<string, unknown>, tags: string[] = []) =>
    statements.push(
      db
        .prepare('INSERT INTO prismic_documents (id, uid, type, lang, tags, data, first_publication_date, last_publication_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .bind(docId, uid, type, 'en-gb', JSON.stringify(tags), JSON.stringify(data), at, at),
    )
  categories.forEach((category, i) => {
    put(id(100 + i), category.uid, 'faq_category', {
      title: [{ type: 'heading1', text: category.title, spans: [] }],
      questions: category.questions.map(([question, answer]) => ({ question, answer: [paragraph(answer)] })),
    })
  })
  put(id(1), null, 'help_and_faqs', {
    title: [{ type: 'heading1', text: 'Help and FAQs', spans: [] }],
    categories: categories.map((category, i) => ({
      category: { link_type: 'Document', id: id(100 + i), type: 'faq_category', tags: [], lang: 'en-gb', slug: category.uid, first_publication_date: at, last_publication_date: at, uid: category.uid, isBroken: false },
    })),
  })
  put(id(3), null, 'contact_us', {
    title: [{ type: 'heading1', text: 'Contact us', spans: [] }],
    intro: [paragraph('Our guest services team is here before, during and after your stay.')],
    phone: '+44 20 7946 0000',
    email: 'guests@example-resort.com',
    hours: [paragraph('Every day, 8am to 8pm (resort time). In an emergency at the resort, call reception from your villa phone.')],
  })
  put(id(2), 'about-us', 'page', {
    title: [{ type: 'heading1', text: 'About the resort', spans: [] }],
    body: [{ slice_type: 'text', variation: 'default', version: 'initial', primary: { text: [paragraph('A family resort of villas by the sea, with clubs for every age.')] }, items: [], id: 'text$1' }],
  })
  await db.batch(statements)
  await publish(db)
}
