// The saves the soak's guests make, each as a guest without JavaScript would: open the form, fill it,
// post it. Every save carries a marker that finds its write in the sandbox's log (or is counted, where
// the data has no free text), and its outcome is what the portal told the guest.
import type { Answer, GuestSession } from './session.ts'
import type { Recorder, SaveKind, SaveOutcome } from './records.ts'
import { postForms, type PageForm } from './html-forms.ts'

export interface SaveContext {
  readonly recorder: Recorder
  /** The stay of the session's booking (YYYY-MM-DD), for flight dates when none are saved yet. */
  readonly stay?: { readonly arrival: string; readonly leaving: string } | undefined
}

let markers = 0
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)]

function outcomeOf(answer: Answer): SaveOutcome {
  if (answer.status === 303 && !answer.location?.includes('/account/login')) return 'saved'
  if (answer.status === 400 || answer.status === 403) return 'refused'
  if (answer.html.includes('Only part of')) return 'partly'
  if (answer.html.includes('may or may not')) return 'unknown'
  return 'failed'
}

async function submit(s: GuestSession, ctx: SaveContext, kind: SaveKind, marker: string, form: PageForm) {
  const { recorder } = ctx
  const start = recorder.now()
  const answer = await s.request(`${kind} (save)`, form.action, form.fields)
  recorder.saves.push({
    kind,
    session: s.index,
    marker,
    outcome: outcomeOf(answer),
    status: answer.status,
    requestId: answer.requestId,
    start,
    end: recorder.now(),
  })
}

/** The first POST form of a page that has all of `names`. */
async function formOn(s: GuestSession, page: string, path: string, names: readonly string[]) {
  const answer = await s.request(page, path)
  if (answer.status !== 200) return undefined
  return postForms(answer.html, path).find((f) => names.every((n) => f.fields.has(n)))
}

async function address(s: GuestSession, ctx: SaveContext) {
  const form = await formOn(s, 'address (form)', '/account/advance-information/address', ['line1'])
  if (!form) return
  const marker = `S${s.index}N${++markers}`
  form.fields.set('country', 'ES')
  form.fields.set('line1', `${marker} Harbour Road`)
  form.fields.set('city', 'Palma')
  form.fields.set('stateOrProvince', 'Mallorca')
  form.fields.set('postalCode', '07001')
  await submit(s, ctx, 'address', marker, form)
}

async function villa(s: GuestSession, ctx: SaveContext) {
  const answer = await s.request('villa (form)', '/account/advance-information/villa')
  const form = postForms(answer.html, '/account/advance-information/villa').find((f) =>
    [...f.choices.keys()].some((name) => name.startsWith('room-')),
  )
  if (answer.status !== 200 || !form) return
  for (const [name, choices] of form.choices) form.fields.set(name, pick(choices) ?? '')
  await submit(s, ctx, 'villa', `S${s.index}N${++markers}`, form)
}

async function flight(s: GuestSession, ctx: SaveContext) {
  const form = await formOn(s, 'flight (form)', '/account/advance-information/flight', ['arrivalFlight'])
  if (!form) return
  const f = form.fields
  if (!f.get('arrivalDate') && ctx.stay) {
    f.set('arrivalDate', ctx.stay.arrival)
    f.set('departureDate', ctx.stay.leaving)
  }
  if (!f.get('arrivalDate')) return
  // Flight numbers are the marker: two letters and up to four digits.
  const n = ++markers % 10_000
  f.set('arrivalFlight', `SA${n}`)
  f.set('departureFlight', `SD${n}`)
  for (const leg of ['arrival', 'departure']) {
    if (!f.get(`${leg}Airport`)) f.set(`${leg}Airport`, 'PMI')
    if (!f.get(`${leg}Time`)) f.set(`${leg}Time`, leg === 'arrival' ? '14:35' : '17:10')
  }
  await submit(s, ctx, 'flight', String(n), form)
}

/** A guest's details, from the guest-details dialog's form on the home page. */
async function guest(s: GuestSession, ctx: SaveContext) {
  const answer = await s.request('home', '/account')
  const form = pick(postForms(answer.html, '/account').filter((f) => f.fields.has('fullName')))
  if (answer.status !== 200 || !form) return
  const marker = `S${s.index}N${++markers}`
  const first = (form.fields.get('fullName') ?? '').split(' ')[0] || 'Guest'
  form.fields.set('fullName', `${first} ${marker}`)
  const blank = (name: string) => form.fields.has(name) && !form.fields.get(name)
  if (blank('passportName')) form.fields.set('passportName', `${first} ${marker}`)
  if (blank('passportNumber')) form.fields.set('passportNumber', 'P1234567')
  if (blank('passportNationality')) form.fields.set('passportNationality', 'GBR')
  if (blank('passportExpiry')) form.fields.set('passportExpiry', '2036-06-30')
  await submit(s, ctx, 'guest', marker, form)
}

async function upgrade(s: GuestSession, ctx: SaveContext) {
  const list = await s.request('upgrades', '/account/upgrades')
  const kinds = [...new Set([...list.html.matchAll(/href="(\/account\/upgrades\/[a-z-]+)"/g)].map((m) => m[1]!))]
  const path = pick(kinds)
  if (!path) return
  const page = await s.request('upgrade (form)', path)
  const form = pick(postForms(page.html, path).filter((f) => f.checkboxes.length > 0))
  if (!form) return
  form.fields.set(pick(form.checkboxes)!, 'on')
  await submit(s, ctx, 'upgrade', `S${s.index}N${++markers}`, form)
}

async function cancel(s: GuestSession, ctx: SaveContext) {
  const page = await s.request('wellness', '/account/wellness')
  const form = pick(postForms(page.html, '/account/wellness').filter((f) => f.action.endsWith('/cancel')))
  if (!form) return
  await submit(s, ctx, 'cancel', /\/wellness\/(\d+)\/cancel/.exec(form.action)?.[1] ?? '?', form)
}

export const saves: Record<SaveKind, (s: GuestSession, ctx: SaveContext) => Promise<void>> = {
  address,
  villa,
  flight,
  guest,
  upgrade,
  cancel,
}
