// Demo bookings in the Dynamics part, dated from today so every home mode can be seen
// (README "Demo sign-ins"). Contact ids match the demo users' profiles.
import { membershipCodes as m } from '../../src/domain/membership.ts'
import { complete } from '../dynamics/model.ts'
import { insertStatement } from '../dynamics/store.ts'
import { demoUsers } from './demo-users.ts'

type Row = Record<string, unknown>

const day = 86_400_000
/** 'YYYY-MM-DD' `offset` days from today (UTC). */
export const dayFrom = (offset: number, from = Date.now()) => new Date(from + offset * day).toISOString().slice(0, 10)
/** A date of birth that makes someone `years` old (and a month) on `date`. */
const bornBefore = (date: string, years: number) => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCFullYear(d.getUTCFullYear() - years)
  d.setUTCDate(d.getUTCDate() - 30)
  return d.toISOString().slice(0, 10)
}

const contactOf = (email: string) => demoUsers.find((u) => u.email === email)!.profile.msd_contact_id
let counter = 0
/** Stable-looking ids for seeded records: a fixed prefix and a counter. */
const id = (prefix: string) => `${prefix}-0000-4000-8000-${String(++counter).padStart(12, '0')}`

interface Person {
  readonly first: string
  readonly last: string
  /** Age on the leaving date; undefined: no date of birth recorded. */
  readonly age?: number
  readonly named?: boolean
  readonly passport?: boolean
  readonly wk1?: number
  readonly wk2?: number
  readonly contactId?: string
}

interface BookingSeed {
  readonly lead: string
  readonly arrival: number
  readonly nights: number
  readonly villas: string
  readonly party: readonly Person[]
  /** Family-group contacts not on the booking. */
  readonly others?: readonly Person[]
  readonly products: readonly [string, number, number][]
  /** The family group's primary contact, when not the lead booker. */
  readonly primary?: string
}

export const demoBookings: readonly BookingSeed[] = [
  {
    lead: contactOf('returning@example.com'),
    arrival: 10,
    nights: 7,
    villas: '1201,1202',
    party: [
      { first: 'Olivia', last: 'Bennett', age: 40, contactId: contactOf('returning@example.com'), wk1: m.adult, wk2: m.adult },
      { first: 'James', last: 'Bennett', age: 42, passport: true, wk1: m.adult, wk2: m.waterSports },
      { first: 'Sophie', last: 'Bennett', age: 9, passport: true, wk1: m.child, wk2: m.waterSports },
      { first: 'Leo', last: 'Bennett', age: 5, passport: true, wk1: m.rascals, wk2: m.rascals },
      { first: 'Mia', last: 'Bennett', age: 3, passport: true, wk1: m.creche, wk2: m.infant },
      { first: 'Finn', last: 'Bennett', age: 1, named: false, wk1: m.infant, wk2: m.infant },
    ],
    others: [{ first: 'Margaret', last: 'Bennett' }],
    products: [
      ['Adult Membership', 2, m.adult],
      ['Child Membership 7-12yrs', 1, m.child],
      ['Rascals 4-5yrs', 1, m.rascals],
      ['Toddler Membership 2yrs', 1, m.infant],
      ['Infant Membership 4 months', 1, m.infant],
      ['Full Watersports Upgrade', 2, m.waterSports],
      ['Crèche', 1, m.creche],
    ],
  },
  {
    lead: contactOf('several@example.com'),
    arrival: 42,
    nights: 7,
    villas: '2101',
    party: [
      { first: 'Harry', last: 'Patel', age: 45, passport: true, contactId: contactOf('several@example.com'), wk1: m.adult },
      { first: 'Priya', last: 'Patel', age: 43, passport: true, wk1: m.adult },
    ],
    products: [['Adult Membership', 2, m.adult]],
    primary: 'partner',
  },
  {
    lead: contactOf('several@example.com'),
    arrival: 150,
    nights: 14,
    villas: '3105',
    party: [
      { first: 'Harry', last: 'Patel', age: 45, passport: true, contactId: contactOf('several@example.com'), wk1: m.adult, wk2: m.adult },
      { first: 'Priya', last: 'Patel', age: 43, passport: true, wk1: m.adult, wk2: m.adult },
      { first: 'Arjun', last: 'Patel', age: 12, wk1: m.child, wk2: m.child },
    ],
    products: [
      ['Adult Membership', 2, m.adult],
      ['Child Membership 7-12yrs', 1, m.child],
      ['Paddleboard Upgrade', 1, m.paddleSports],
    ],
  },
  {
    lead: contactOf('midstay@example.com'),
    arrival: -3,
    nights: 7,
    villas: '1410',
    party: [
      { first: 'Grace', last: 'Lee', age: 35, passport: true, contactId: contactOf('midstay@example.com'), wk1: m.adult },
      { first: 'Daniel', last: 'Lee', age: 36, passport: true, wk1: m.adult },
    ],
    products: [['Adult Membership', 2, m.adult]],
  },
  {
    lead: contactOf('poststay@example.com'),
    arrival: -12,
    nights: 7,
    villas: '1720',
    party: [{ first: 'Tom', last: 'Fischer', age: 50, passport: true, contactId: contactOf('poststay@example.com'), wk1: m.adult }],
    products: [['Adult Membership', 1, m.adult]],
  },
  {
    lead: contactOf('firsttime@example.com'),
    arrival: 55,
    nights: 7,
    villas: '1105',
    party: [{ first: 'Noah', last: 'Clarke', age: 31, contactId: contactOf('firsttime@example.com'), wk1: m.adult }],
    products: [['Adult Membership', 1, m.adult]],
  },
  {
    lead: contactOf('unverified@example.com'),
    arrival: 120,
    nights: 7,
    villas: '2210',
    party: [{ first: 'Ava', last: 'Morgan', age: 29, contactId: contactOf('unverified@example.com'), wk1: m.adult }],
    products: [['Adult Membership', 1, m.adult]],
  },
]

/** Inserts every demo booking; ids are the same on every seed. */
export async function seedBookings(db: D1Database, now = Date.now()): Promise<void> {
  counter = 0
  await db.batch(demoBookings.flatMap((booking) => bookingStatements(db, booking, now)))
}

/** The statements that insert one booking with its family group, accounts, guests and products. */
function bookingStatements(db: D1Database, seed: BookingSeed, now: number): D1PreparedStatement[] {
  const put = (set: string, row: Row) => insertStatement(db, set, String(Object.values(row)[0]), complete(set, row), set === 'contacts')
  const arrival = dayFrom(seed.arrival, now)
  const leaving = dayFrom(seed.arrival + seed.nights, now)
  const opportunityid = id('0a000000')
  const familyId = id('0b000000')
  const accountId = id('0c000000')
  const people = [...seed.party, ...(seed.others ?? [])].map((p) => ({ ...p, contactId: p.contactId ?? id('0d000000') }))
  const primary = seed.primary === 'partner' ? people[1]!.contactId : seed.lead
  const adults = seed.party.filter((p) => (p.age ?? 99) >= 13).length
  const children = seed.party.filter((p) => p.age !== undefined && p.age >= 4 && p.age < 13).length
  const infants = seed.party.length - adults - children
  const statements = [
    put('opportunities', { opportunityid, name: `${seed.party[0]!.last} family, villas ${seed.villas}`, new_arrivaldateuserlocal: arrival, new_leavingdateuserlocal: leaving, _parentcontactid_value: seed.lead, adr_accommodationsupercontrolcodes: seed.villas }),
    put('adr_bookings', { adr_bookingid: id('0e000000'), _adr_opportunity_value: opportunityid, adr_adults: adults, adr_children: children, adr_infants: infants, adr_guesttotal: seed.party.length }),
    put('accounts', { accountid: familyId, name: `${seed.party[0]!.last} family`, _primarycontactid_value: primary }),
    put('adr_accountses', { adr_accountsid: accountId, _adr_opportunity_value: opportunityid, _adr_groupfamily_value: familyId }),
  ]
  for (const person of people) {
    statements.push(put('contacts', { contactid: person.contactId, firstname: person.first, lastname: person.last, emailaddress1: `${person.first}.${person.last}@example.com`.toLowerCase(), _parentcustomerid_value: familyId }))
  }
  for (const person of people.slice(0, seed.party.length)) {
    const name = `${person.first} ${person.last}`
    statements.push(
      put('adr_bookingguests', {
        adr_bookingguestid: id('0f000000'),
        _adr_opportunity_value: opportunityid,
        _adr_bookingaccount_value: accountId,
        _adr_contactid_value: person.contactId,
        adr_membershipwk1: person.wk1 ?? null,
        adr_membershipwk2: person.wk2 ?? null,
        adr_guestname: person.named === false ? null : name,
        adr_emailaddress: person.age !== undefined && person.age >= 18 ? `${person.first}.${person.last}@example.com`.toLowerCase() : null,
        new_dateofbirth: person.age === undefined ? null : bornBefore(leaving, person.age),
        adr_passportname: person.passport ? name.toUpperCase() : null,
        adr_passportnumber: person.passport ? String(500_000_000 + counter) : null,
        adr_passportnationality: person.passport ? 'GBR' : null,
        adr_expirydate: person.passport ? dayFrom(2000, now) : null,
        adr_name: name,
      }),
    )
  }
  for (const [productname, quantity, code] of seed.products) {
    statements.push(put('opportunityproducts', { opportunityproductid: id('10000000'), _opportunityid_value: opportunityid, productname, quantity, adr_membershipclassification: code }))
  }
  return statements
}
