import { Hono, type Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { renderStreamed, streamedText } from '../../http/streamed.tsx'
import { BookingNotFound } from '../../views/parts/BookingNotFound.tsx'
import { ContentUnavailable } from '../../views/parts/ContentUnavailable.tsx'
import { readForm } from '../../http/forms.ts'
import { content, renderContentUnavailable } from '../../http/content.tsx'
import { report } from '../../http/report.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { saveFlights } from '../../integrations/dynamics/advance.ts'
import { advanceInformation, villaRooms } from '../../integrations/content/documents.ts'
import { advanceProgress, type AdvancePart } from '../../domain/advance-information.ts'
import { AddressForm, flightForm, formatRoomConfigurations, localFlightInstant, parseRoomConfigurations, registrationForm, villaConfigurationForm } from '../../domain/advance-forms.ts'
import type { FieldErrors } from '../../domain/auth-forms.ts'
import { localDateIn } from '../../domain/local-date.ts'
import { villaCodes } from '../../domain/villa-codes.ts'
import { AdvanceInformationPage, type AdvancePartView } from '../../views/pages/AdvanceInformationPage.tsx'
import { AddressPage, FlightPage, RegistrationPage, VillaConfigurationPage, type FormPageProps } from '../../views/pages/AdvancePartPages.tsx'
import { advanceAccounts, advanceState, flightLines, flightValues, type AdvanceState } from './advance-state.ts'
import { saveFailure, type FormStatus } from './save-failure.ts'
import { villasOf } from './villa-names.ts'

type C = Context<AppEnv>
type Values = Record<string, string | undefined>

/** Our own names for the parts, when the content gives none. */
const partNames: Record<AdvancePart, string> = { group: 'Your group', address: 'Your address', villaConfiguration: 'Your villa', flight: 'Your flights', registration: 'Registration' }
const notices: Partial<Record<string, string>> = {
  address: 'Your address has been saved.',
  villa: 'Your room set-up has been saved.',
  flight: 'Your flights have been saved.',
  registration: 'Thank you for registering.',
}

const noBookingText = <p className="lead">We couldn't find a booking for your account. If you have booked with us, please contact us.</p>
const unavailableText = <p className="lead">Your advance information is unavailable just now. Please try again in a few minutes.</p>

function noBooking(c: C) {
  return render(c, noBookingText, { title: 'Advance information', heading: 'Advance information' })
}

function unavailable(c: C, error: unknown) {
  report(c, 'advance.read', error)
  return render(c, unavailableText, { title: 'Advance information', heading: 'Advance information', status: 503 })
}

/** Shows a part's form page with the guest's values and any errors or sentence, at the status the outcome calls for. */
function formPage(c: C, title: string, Page: (props: FormPageProps) => ReactNode) {
  return (values: Values, errors?: FieldErrors, message?: string, status: FormStatus = 200) =>
    render(c, <Page action={c.req.path} values={values} errors={errors} message={message} />, { title, heading: title, status })
}

/** Runs a part page with the booking's state, or answers the shared failures. */
async function withState(c: C, run: (state: AdvanceState) => Promise<Response> | Response): Promise<Response> {
  const id = c.var.bookingId
  const accounts = id ? advanceAccounts(c, id) : undefined
  const booking = await c.var.booking()
  if (!booking) return noBooking(c)
  let state: AdvanceState
  try {
    state = await advanceState(c, booking, booking.opportunityid === id ? accounts : undefined)
  } catch (error) {
    return unavailable(c, error)
  }
  return run(state)
}

const notAllowed = 'Only the lead booker can change this part. If something is wrong, please ask them or contact us.'
const done = (c: C, part: string) => c.redirect(`/account/advance-information?saved=${part}#${part === 'villa' ? 'villaConfiguration' : part}`, 303)

/** Saves, or shows the form again with the typed values and a sentence saying nothing changed. */
async function save(c: C, where: string, what: string, write: () => Promise<void>, again: (message: string, status: FormStatus) => Response | Promise<Response>, part: string) {
  try {
    await write()
  } catch (error) {
    report(c, where, error)
    const failure = saveFailure(error, what)
    return again(failure.message, failure.status)
  }
  return done(c, part)
}

/**
 * /account/advance-information (SPEC §4, §5): the parts the content service asks for, their
 * state and progress, and one form page per part (address, villa, flight, registration). Every
 * save is checked with valibot, written with If-Match, and on failure the form comes back with
 * what was typed (docs/advance-information.md).
 */
export const advanceInformationRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    // Every read starts now, beside the booking read: the content, and the accounts scoped to
    // the saved booking id; the shell goes out before any of them answers (decision 019).
    const reading = advanceInformation(content(c))
    reading.catch(() => undefined)
    const id = c.var.bookingId
    const accounts = id ? advanceAccounts(c, id) : undefined
    const body = c.var.booking().then(async (booking) => {
      if (!booking) return id ? <BookingNotFound /> : noBookingText
      // Villa names too (villasOf never throws: without them the codes are shown).
      const naming = villasOf(c, [booking])
      let state: AdvanceState
      try {
        state = await advanceState(c, booking, accounts)
      } catch (error) {
        report(c, 'advance.read', error)
        return unavailableText
      }
      let doc: Awaited<ReturnType<typeof advanceInformation>>
      try {
        doc = await reading
      } catch (error) {
        report(c, 'content.advance', error)
        return <ContentUnavailable what="Our advance information pages" />
      }
      const progress = advanceProgress(new Set(doc.parts.keys()), state.facts)
      const villaNames = await naming
      const group = state.own?.adr_GroupFamily
      const summaries: Record<AdvancePart, string[]> = {
        group: [],
        address: group?.address1_line1 ? [[group.address1_line1, group.address1_city, group.address1_stateorprovince, group.address1_postalcode].filter(Boolean).join(', ')] : [],
        // What this guest's own account holds; other family groups' details are theirs.
        villaConfiguration: [...parseRoomConfigurations(state.own?.new_roomconfigurations)].map(([code, choice]) => `${villaNames.get(code)?.name ?? `Villa ${code}`}: ${choice}`),
        flight: flightLines(state.own ? [state.own] : []),
        registration: (state.own?.adr_adr_accounts_adr_registrationform_BookingAccount ?? []).map((r) => `Registered: ${r.adr_fullname ?? 'your group'}`),
      }
      const parts: AdvancePartView[] = progress.parts.map(({ part, complete }) => ({ part, complete, title: doc.parts.get(part)?.title || partNames[part], html: doc.parts.get(part)?.html ?? '', summary: summaries[part] }))
      const saved = c.req.query('saved')
      return (
        <AdvanceInformationPage
          introHtml={doc.introHtml}
          parts={parts}
          done={progress.done}
          notice={saved ? notices[saved] : undefined}
          incompleteGuests={state.incompleteGuests}
          canChange={state.canChange}
          flightValues={flightValues(state.own)}
        />
      )
    })
    // The editors' title replaces ours in the heading when the content answers.
    const heading = streamedText(c, reading.then((doc) => doc.title), 'Advance information')
    return renderStreamed(c, body, 'Your advance information', { title: 'Advance information', heading })
  })
  .on(['GET', 'POST'], '/address', (c) =>
    withState(c, async (state) => {
      const group = state.own?.adr_GroupFamily
      const show = formPage(c, 'Your address', AddressPage)
      const current = { line1: group?.address1_line1 ?? '', city: group?.address1_city ?? '', stateOrProvince: group?.address1_stateorprovince ?? '', postalCode: group?.address1_postalcode ?? '' }
      if (!state.canChange || !group) return show(current, undefined, state.canChange ? 'Your booking has no family group to hold an address yet. Please contact us.' : notAllowed, c.req.method === 'POST' ? 403 : 200)
      if (c.req.method === 'GET') return show(current)
      const form = await readForm(c, AddressForm)
      if (!form.ok) return show(form.raw, form.errors, undefined, 400)
      const changes = { address1_line1: form.data.line1, address1_city: form.data.city, address1_stateorprovince: form.data.stateOrProvince, address1_postalcode: form.data.postalCode }
      return save(c, 'advance.address', 'your address', () => dynamicsClient(c.var.config).patch(`accounts(${group.accountid})`, changes, group['@odata.etag'] ?? '*'), (message, status) => show(form.raw, undefined, message, status), 'address')
    }),
  )
  .on(['GET', 'POST'], '/villa', (c) =>
    withState(c, async (state) => {
      const own = state.own
      let villas: Awaited<ReturnType<typeof villaRooms>>
      try {
        villas = await villaRooms(content(c), villaCodes(state.booking.adr_accommodationsupercontrolcodes))
      } catch (error) {
        return renderContentUnavailable(c, error, { what: 'Our villa details', title: 'Your villa', where: 'content.villaRooms' })
      }
      const current = Object.fromEntries([...parseRoomConfigurations(own?.new_roomconfigurations)].map(([code, choice]) => [`room-${code}`, choice]))
      const show = formPage(c, 'Your villa', (props) => <VillaConfigurationPage {...props} villas={villas} />)
      if (!state.canChange || !own) return show(current, undefined, notAllowed, c.req.method === 'POST' ? 403 : 200)
      if (c.req.method === 'GET') return show(current)
      const configurable = villas.filter((villa) => villa.choices.length > 0)
      if (configurable.length === 0) return show(current, undefined, 'Your villa is set up by our team: there is nothing to choose here.', 409)
      const form = await readForm(c, villaConfigurationForm(configurable.map((villa) => ({ code: villa.code, name: villa.name, choices: villa.choices.map((ch) => ch.value) }))))
      if (!form.ok) return show(form.raw, form.errors, undefined, 400)
      // Choices saved before for villas not offered now are kept.
      const chosen = parseRoomConfigurations(own.new_roomconfigurations)
      for (const villa of configurable) chosen.set(villa.code, (form.data as Record<string, string>)[`room-${villa.code}`]!)
      const body = { new_roomconfigurations: formatRoomConfigurations(chosen) }
      return save(c, 'advance.villa', 'your room set-up', () => dynamicsClient(c.var.config).patch(`adr_accountses(${own.adr_accountsid})`, body, own['@odata.etag'] ?? '*'), (message, status) => show(form.raw, undefined, message, status), 'villa')
    }),
  )
  .on(['GET', 'POST'], '/flight', (c) =>
    withState(c, async (state) => {
      const own = state.own
      const show = formPage(c, 'Your flights', FlightPage)
      if (!state.canChange || !own) return show(flightValues(own), undefined, notAllowed, c.req.method === 'POST' ? 403 : 200)
      if (c.req.method === 'GET') return show(flightValues(own))
      const form = await readForm(c, flightForm({ arrival: state.booking.new_arrivaldateuserlocal, leaving: state.booking.new_leavingdateuserlocal }))
      if (!form.ok) return show(form.raw, form.errors, undefined, 400)
      const f = form.data
      const at = (airport: string, date: string, time: string) => new Date(localFlightInstant(airport, date, time)!).toISOString()
      const legs = [
        { direction: 'arrival', flightNumber: f.arrivalFlight, airport: f.arrivalAirport, dateTime: at(f.arrivalAirport, f.arrivalDate, f.arrivalTime) },
        { direction: 'departure', flightNumber: f.departureFlight, airport: f.departureAirport, dateTime: at(f.departureAirport, f.departureDate, f.departureTime) },
      ] as const
      return save(c, 'advance.flight', 'your flights', () => saveFlights(dynamicsClient(c.var.config), own, legs), (message, status) => show(form.raw, undefined, message, status), 'flight')
    }),
  )
  .on(['GET', 'POST'], '/registration', (c) =>
    withState(c, async (state) => {
      const own = state.own
      const show = formPage(c, 'Registration', RegistrationPage)
      if (!state.canChange || !own) return show({}, undefined, notAllowed, c.req.method === 'POST' ? 403 : 200)
      if (c.req.method === 'GET') return show({})
      const form = await readForm(c, registrationForm(localDateIn(c.var.config.RESORT_TIME_ZONE, new Date())))
      if (!form.ok) return show(form.raw, form.errors, undefined, 400)
      const r = form.data
      const record = {
        'adr_fullname': r.fullName,
        'adr_dateofbirth': r.dateOfBirth,
        'adr_nationality': r.nationality,
        'adr_documentnumber': r.documentNumber,
        'adr_mobilephone': r.mobilePhone,
        'adr_emergencycontactname': r.emergencyContactName,
        'adr_emergencycontactphone': r.emergencyContactPhone,
        'adr_arrivaltime': r.arrivalTime || null,
        'adr_notes': r.notes || null,
        'adr_BookingAccount@odata.bind': `/adr_accountses(${own.adr_accountsid})`,
      }
      // A POST is sent once (never retried): a lost answer cannot register twice.
      return save(c, 'advance.registration', 'your registration', async () => void (await dynamicsClient(c.var.config).create('adr_registrationforms', record)), (message, status) => show(form.raw, undefined, message, status), 'registration')
    }),
  )
