// /account/advance-information against the Dynamics and Prismic sandboxes.
import { ownBooking } from './companions-support.ts'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  api,
  clearFaults,
  createGuest,
  demo,
  fault,
  post,
  sandbox,
  modalTrigger,
  signIn,
  visit,
  type CookieJar,
  pageText as text,
  emptyContentCache,
} from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)
// These tests change the demo bookings: put them back for the files that follow.
afterAll(() => sandbox('/__sandbox/reset', { method: 'POST' }))

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const writes = async () =>
  (
    await sandbox<{ writes: { method: string; entity_set: string; id: string; body: Record<string, unknown> }[] }>(
      '/__sandbox/dynamics/writes',
    )
  ).writes

describe('advance information', () => {
  it('shows progress on the home page, the first part still to do on its next-up card', async () => {
    const olivia = await text(await visit('/account', { jar: await signIn(demo.olivia) }))
    expect(olivia).toContain('<p>0 of 5 done</p>')
    expect(olivia).toContain('<a class="button" href="/account/advance-information#group">Your group</a>')
    const grace = await text(await visit('/account', { jar: await signIn(demo.grace) }))
    expect(grace).toContain('All done: 5 of 5 complete. Thank you!')
  })

  it('counts progress and next steps for what a companion may do, on home and advance information', async () => {
    // James, on Olivia's booking: his own details are complete; everything else is hers to complete.
    const james = await signInAsNonLead()
    const home = await text(await visit('/account', { jar: james }))
    expect(home).toContain('All done: 1 of 1 complete. Thank you! The lead booker looks after the rest.')
    expect(home).not.toContain('Next:')
    expect(home).toContain('Order a welcome hamper') // the three-weeks reminders stay, but not those for her
    expect(home).not.toContain('Complete registration')
    const page = await text(await visit('/account/advance-information', { jar: james }))
    expect(page).toContain('All done: 1 of 1 complete. Thank you! The lead booker looks after the rest.')
    expect(page).not.toMatch(/Complete [^<]+'s details/)
    expect(page).toContain("The lead booker completes everyone else's details.")
    expect(page).toContain('Your address<span class="status status--others">With the lead booker</span>')
    expect(page).not.toContain('>To do<')
    expect(page).not.toMatch(/>(Register|Add your address|Choose your room set-up)</)
    // Olivia, the lead booker, still sees the SPEC's progress and every reminder.
    const olivia = await text(await visit('/account', { jar: await signIn(demo.olivia) }))
    expect(olivia).toMatch(/<p>\d of 5 done<\/p>/)
    expect(olivia).toContain('<a class="button" href="/account/advance-information#group">Your group</a>')
    expect(olivia).toContain('Complete registration')
  })

  it('shows every part done for a booking that has completed them', async () => {
    const jar = await signIn(demo.grace)
    const html = await text(await visit('/account/advance-information', { jar }))
    expect(html).toContain('All done: 5 of 5 complete. Thank you!')
    expect(html).toContain('Your flights<span class="status status--done">Done</span>')
    expect(html).toContain('12 Harbour Lane, Falmouth, Cornwall, TR11 3AB')
    expect(html).toMatch(/Arrival: BA2712 at Palma de Mallorca \(PMI\), [^<]+ at 14:35 local time/)
    expect(html).toContain('Registered: Grace Lee')
    expect(html).toContain('Villa Pinia: Double beds')
  })

  it('shows a booking with nothing done, each part with the content’s words and a way to complete it', async () => {
    const jar = await signIn(demo.olivia)
    const html = await text(await visit('/account/advance-information', { jar }))
    expect(html).toContain('0 of 5 done')
    expect(html).toContain('Add your arrival and departure flights so we can plan transfers.')
    expect(html).toContain('href="/account/advance-information/address"')
    expect(html).toMatch(modalTrigger('/account/advance-information/flight'))
    expect(html).toMatch(/href="\/account\/guests\/[0-9a-f-]+">Complete Olivia Bennett's details<\/a>/)
  })

  it('saves an address with If-Match, after checking it', async () => {
    const jar = await signIn(demo.olivia)
    const bad = await post(
      '/account/advance-information/address',
      { country: 'GB', line1: '1 Sea Road', city: '', stateOrProvince: 'Devon', postalCode: 'EX1 1AA' },
      jar,
    )
    expect(bad.status).toBe(400)
    const badHtml = await text(bad)
    expect(badHtml).toContain('Please enter your town or city.')
    expect(badHtml).toContain('value="1 Sea Road"')
    expect(badHtml).toMatch(/<input(?=[^>]*name="city")(?=[^>]*autofocus="")[^>]*>/) // the first field with an error has the focus
    expect(badHtml.match(/autofocus=""/g)).toHaveLength(1)
    const good = await post(
      '/account/advance-information/address',
      { country: 'GB', line1: '1 Sea Road', city: 'Exeter', stateOrProvince: 'Devon', postalCode: 'ex1 1aa' },
      jar,
    )
    expect(good.status).toBe(303)
    expect(good.headers.get('location')).toBe('/account/advance-information?saved=address#notice')
    const write = (await writes()).filter((w) => w.entity_set === 'accounts').at(-1)
    expect(write).toMatchObject({
      method: 'PATCH',
      body: { address1_line1: '1 Sea Road', address1_postalcode: 'EX1 1AA' },
    })
    expect(await text(await visit('/account/advance-information?saved=address', { jar }))).toContain(
      'Your address has been saved.',
    )
  })

  it('takes an address from any country, asking for its region and postcode as that country writes them', async () => {
    // A booking of the test's own (demo sign-ins per minute are limited, decision 034), with no address yet.
    const { jar } = await ownBooking([{ first: 'Lucía', last: 'García', age: 40 }])
    const form = await text(await visit('/account/advance-information/address', { jar }))
    expect(form).toMatch(/<select[^>]*name="country"/)
    expect(form).toContain('<option value="" selected="">Choose your country</option>')
    const madrid = { country: 'ES', line1: 'Calle Mayor 1', city: 'Madrid', stateOrProvince: '', postalCode: '28013' }
    const refused = await post('/account/advance-information/address', madrid, jar)
    expect(refused.status).toBe(400)
    const html = await text(refused)
    expect(html).toContain('Please enter your province.')
    expect(html).not.toContain('county')
    expect(html).toContain('<option value="ES" selected="">Spain</option>')
    const saved = await post('/account/advance-information/address', { ...madrid, stateOrProvince: 'Madrid' }, jar)
    expect(saved.status).toBe(303)
    const write = (await writes()).filter((w) => w.entity_set === 'accounts').at(-1)
    expect(write?.body).toMatchObject({
      address1_city: 'Madrid',
      address1_country: 'Spain',
      address1_postalcode: '28013',
    })
    // A country without regions: complete with what it uses.
    const berlin = {
      country: 'DE',
      line1: 'Unter den Linden 1',
      city: 'Berlin',
      stateOrProvince: '',
      postalCode: '10117',
    }
    expect((await post('/account/advance-information/address', berlin, jar)).status).toBe(303)
    const overview = await text(await visit('/account/advance-information', { jar }))
    expect(overview).toContain('Unter den Linden 1, Berlin, 10117, Germany')
  })

  it('keeps what was typed when Dynamics refuses the save (412, 429, 500)', async () => {
    expectConsoleErrors(/"where":"advance\.address"/)
    const jar = await signIn(demo.grace)
    for (const [status, sentence] of [
      [412, 'Someone changed your address while you were editing.'],
      [429, "We couldn't save your address just now. Nothing was changed"],
      [500, "We couldn't save your address just now. Nothing was changed"],
    ] as const) {
      await fault({
        path: '/dynamics/api/data/v9.2/accounts',
        method: 'PATCH',
        status,
        retryAfter: status === 429 ? 0 : undefined,
        body: JSON.stringify({ error: { code: '0x80060882', message: 'no' } }),
      })
      const response = await post(
        '/account/advance-information/address',
        { country: 'GB', line1: '9 Quay Street', city: 'Bristol', stateOrProvince: 'Avon', postalCode: 'BS1 4DJ' },
        jar,
      )
      expect(response.status).toBe(status === 412 ? 409 : 503)
      const html = await text(response)
      expect(html).toContain(sentence)
      expect(html).toContain('value="9 Quay Street"')
      await clearFaults()
    }
  })

  it('does not take an answer other than 204 for a save (a broken 200 from something in between)', async () => {
    expectConsoleErrors(/"where":"advance\.address"/)
    const jar = await signIn(demo.grace)
    await fault({ path: '/dynamics/api/data/v9.2/accounts', method: 'PATCH', status: 200, malformed: true, times: 1 })
    const line1 = `${crypto.randomUUID().slice(0, 8)} Quay Street`
    const response = await post(
      '/account/advance-information/address',
      { country: 'GB', line1, city: 'Bristol', stateOrProvince: 'Avon', postalCode: 'BS1 4DJ' },
      jar,
    )
    expect(response.status).toBe(503)
    const html = await text(response)
    expect(html).toContain("We couldn't save your address just now. Nothing was changed")
    expect(html).toContain(`value="${line1}"`)
    expect((await writes()).filter((w) => w.body.address1_line1 === line1)).toEqual([])
  })

  it('saves both flights as instants from the airports’ local times, and undoes the first when the second fails', async () => {
    expectConsoleErrors(/"where":"advance\.flight"/)
    const jar = await signIn(demo.olivia)
    const flights = {
      arrivalFlight: 'ba 2712',
      arrivalAirport: 'PMI',
      arrivalDate: day(10),
      arrivalTime: '14:35',
      departureFlight: 'BA2713',
      departureAirport: 'LGW',
      departureDate: day(17),
      departureTime: '09:05',
    }
    const bad = await post(
      '/account/advance-information/flight',
      { ...flights, arrivalDate: day(30), arrivalTime: '2pm' },
      jar,
    )
    expect(bad.status).toBe(400)
    const badHtml = await text(bad)
    expect(badHtml).toContain('Your arrival flight should land within 2 days before or 1 day after your arrival date.')
    expect(badHtml).toContain('Please enter a time like 14:35 (24-hour clock).')
    // The second write fails: the first (a new arrival record) is deleted again.
    const before = (await writes()).length
    await fault({ path: '/dynamics/api/data/v9.2/adr_travels', method: 'POST', status: 500, skip: 1, times: 1 })
    const failed = await post('/account/advance-information/flight', flights, jar)
    expect(failed.status).toBe(503)
    expect(await text(failed)).toContain('value="BA2713"')
    const undone = (await writes()).slice(before).filter((w) => w.entity_set === 'adr_travels')
    expect(undone.map((w) => w.method)).toEqual(['POST', 'DELETE'])
    await clearFaults()
    const saved = await post('/account/advance-information/flight', flights, jar)
    expect(saved.status).toBe(303)
    const legs = (await writes()).filter((w) => w.entity_set === 'adr_travels' && w.method === 'POST').slice(-2)
    expect(legs.map((w) => w.body)).toEqual([
      expect.objectContaining({
        adr_direction: 'arrival',
        adr_flightnumber: 'BA2712',
        adr_airport: 'PMI',
        adr_datetime: expect.stringMatching(new RegExp(`^${day(10)}T1[23]:35:00.000Z$`)),
      }),
      expect.objectContaining({
        adr_direction: 'departure',
        adr_airport: 'LGW',
        adr_datetime: expect.stringMatching(new RegExp(`^${day(17)}T0[89]:05:00.000Z$`)),
      }),
    ])
    const page = await text(await visit('/account/advance-information', { jar }))
    expect(page).toMatch(/Arrival: BA2712 at Palma de Mallorca \(PMI\), [^<]+ at 14:35 local time/)
    expect(page).toMatch(/Departure: BA2713 at London Gatwick \(LGW\), [^<]+ at 09:05 local time/)
  })

  it('says so when only one flight was saved and setting it back failed too', async () => {
    expectConsoleErrors(/"where":"advance\.flight"/)
    const jar = await signIn(demo.grace) // has both flights already: each save patches them
    const flights = {
      arrivalFlight: 'IB3900',
      arrivalAirport: 'PMI',
      arrivalDate: day(-3),
      arrivalTime: '11:00',
      departureFlight: 'IB3901',
      departureAirport: 'PMI',
      departureDate: day(4),
      departureTime: '12:00',
    }
    await fault({ path: '/dynamics/api/data/v9.2/adr_travels', method: 'PATCH', status: 500, skip: 1 })
    const response = await post('/account/advance-information/flight', flights, jar)
    expect(response.status).toBe(503)
    const html = await text(response)
    expect(html).toContain('Only part of your flights was saved. Please check the details below and save again.')
    expect(html).toContain('value="IB3901"')
  })

  it('offers the villas’ room set-ups from content and saves the choice', async () => {
    const jar = await signIn(demo.olivia)
    const form = await text(await visit('/account/advance-information/villa', { jar }))
    expect(form).toContain('How should the bedrooms of Villa Aurora be made up?')
    expect(form).toContain('How should the bedrooms of Villa Marina be made up?')
    const bad = await post(
      '/account/advance-information/villa',
      { 'room-1201': 'Bunk beds', 'room-1202': 'Twin beds' },
      jar,
    )
    expect(bad.status).toBe(400)
    expect(await text(bad)).toContain('Please choose how the bedrooms of Villa Aurora are made up.')
    expect(
      (await post('/account/advance-information/villa', { 'room-1201': 'Double beds', 'room-1202': 'Twin beds' }, jar))
        .status,
    ).toBe(303)
    expect((await writes()).filter((w) => w.entity_set === 'adr_accountses').at(-1)?.body).toEqual({
      new_roomconfigurations: '1201: Double beds; 1202: Twin beds',
    })
    expect(await text(await visit('/account/advance-information', { jar }))).toContain('Villa Marina: Twin beds')
  })

  it('registers the group with a new registration entry on the booking account', async () => {
    const jar = await signIn(demo.olivia)
    const fields = {
      fullName: 'Olivia Bennett',
      dateOfBirth: '1986-05-04',
      nationality: 'gbr',
      documentNumber: 'P1234567',
      mobilePhone: '+44 7700 900123',
      emergencyContactName: 'Margaret Bennett',
      emergencyContactPhone: '01632 960123',
      arrivalTime: '16:30',
      notes: '',
    }
    const bad = await post('/account/advance-information/registration', { ...fields, mobilePhone: 'ring me' }, jar)
    expect(bad.status).toBe(400)
    expect(await text(bad)).toContain('value="Margaret Bennett"')
    expect((await post('/account/advance-information/registration', fields, jar)).status).toBe(303)
    const write = (await writes()).filter((w) => w.entity_set === 'adr_registrationforms').at(-1)
    expect(write).toMatchObject({
      method: 'POST',
      body: {
        adr_fullname: 'Olivia Bennett',
        adr_nationality: 'GBR',
        adr_arrivaltime: '16:30',
        _adr_bookingaccount_value: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    })
    expect(await text(await visit('/account/advance-information', { jar }))).toContain('Registered: Olivia Bennett')
  })

  it('asks only for the parts the content asks for, and is complete when it asks for none', async () => {
    const jar = await signIn(demo.olivia)
    try {
      await sandbox('/__sandbox/prismic/advance-information', {
        method: 'POST',
        body: JSON.stringify({ parts: ['address', 'flight'] }),
      })
      await emptyContentCache()
      const some = await text(await visit('/account/advance-information', { jar }))
      expect(some).toMatch(/\d of 2 done|All done: 2 of 2/)
      expect(some).not.toContain('id="registration"')
      await sandbox('/__sandbox/prismic/advance-information', { method: 'POST', body: JSON.stringify({ parts: [] }) })
      await emptyContentCache()
      expect(await text(await visit('/account/advance-information', { jar }))).toContain(
        'There is nothing to complete before you travel.',
      )
    } finally {
      await sandbox('/__sandbox/prismic/advance-information', {
        method: 'POST',
        body: JSON.stringify({ parts: ['default', 'address', 'villaConfiguration', 'flight', 'registration'] }),
      })
      await emptyContentCache()
    }
  })

  it('shows a part a guest may not change as text, with no form and no Save, before and after a post', async () => {
    // Daniel, on Grace's booking: every part is recorded, none of it his to change.
    const daniel = await signInAsGuestOf(demo.grace, 'Daniel Lee')
    const parts = {
      address: [
        '<dt>Address line 1</dt><dd dir="auto">12 Harbour Lane</dd>',
        '<dt>Postcode</dt><dd dir="auto">TR11 3AB</dd>',
      ],
      villa: ['<dt>Villa Pinia</dt><dd dir="auto">Double beds'],
      // (an earlier test changed her flight times)
      flight: [
        /<dt>Arrival<\/dt><dd dir="auto">[A-Z]{2}\d+ at [^<]+ local time<\/dd>/,
        /<dt>Departure<\/dt><dd dir="auto">[A-Z]{2}\d+ at /,
      ],
      registration: ['<dt>Registered</dt><dd dir="auto">Grace Lee</dd>'],
    }
    for (const [part, shown] of Object.entries(parts)) {
      const path = `/account/advance-information/${part}`
      const seen = await visit(path, { jar: daniel })
      const posted = await post(path, {}, daniel)
      expect([seen.status, posted.status], path).toEqual([200, 403])
      for (const html of [await text(seen), await text(posted)]) {
        expect(html).toContain('Only the lead booker can change this part.')
        for (const value of shown) expect(html).toMatch(value)
        expect(html, path).not.toContain('<form method="post" action="/account/advance-information')
        expect(html, path).not.toMatch(/<button[^>]*type="submit"[^>]*>(Save|Register)/)
      }
    }
  })

  it('refuses a companion’s valid save of each part not theirs with 403, and writes nothing', async () => {
    // Valid bodies, so a guard that let the post through would answer 303 (or a save failure), never 403: Grace, the
    // lead booker, saves the very same bodies after Daniel is refused. The values are those her booking holds.
    const [daniel, grace] = [await signInAsGuestOf(demo.grace, 'Daniel Lee'), await signIn(demo.grace)]
    const bodies = {
      address: {
        country: 'GB',
        line1: '12 Harbour Lane',
        city: 'Falmouth',
        stateOrProvince: 'Cornwall',
        postalCode: 'TR11 3AB',
      },
      villa: { 'room-1410': 'Double beds' },
      flight: {
        arrivalFlight: 'BA2712',
        arrivalAirport: 'PMI',
        arrivalDate: day(-3),
        arrivalTime: '14:35',
        departureFlight: 'BA2713',
        departureAirport: 'PMI',
        departureDate: day(4),
        departureTime: '17:10',
      },
      registration: {
        fullName: 'Grace Lee',
        dateOfBirth: '1990-03-02',
        nationality: 'GBR',
        documentNumber: 'P7654321',
        mobilePhone: '+44 7700 900123',
        emergencyContactName: 'Daniel Lee',
        emergencyContactPhone: '01632 960456',
        arrivalTime: '16:00',
        notes: '',
      },
    }
    for (const [part, body] of Object.entries(bodies)) {
      const path = `/account/advance-information/${part}`
      const before = (await writes()).length
      const refused = await post(path, body, daniel)
      expect(refused.status, path).toBe(403)
      expect(await text(refused), path).toContain('Only the lead booker can change this part.')
      expect((await writes()).slice(before), path).toEqual([])
      const saved = await post(path, body, grace)
      expect(saved.status, `${path} as the lead booker`).toBe(303)
    }
  })

  it('lets only the lead booker or the group’s primary contact change a part, and 404s unknown parts', async () => {
    const guest = await signInAsNonLead()
    const response = await post(
      '/account/advance-information/address',
      { country: 'GB', line1: '1 Sea Road', city: 'Exeter', stateOrProvince: 'Devon', postalCode: 'EX1 1AA' },
      guest,
    )
    expect(response.status).toBe(403)
    expect((await visit('/account/advance-information/passport', { jar: guest })).status).toBe(404)
  })
})

/**
 * James Bennett: on Olivia's booking and in her family group, but neither lead booker nor the group's primary contact.
 */
const signInAsNonLead = () => signInAsGuestOf(demo.olivia, 'James Bennett')

/** A guest of the lead booker's booking, signed in as a companion (not the lead booker, not the household's primary). */
async function signInAsGuestOf(lead: typeof demo.olivia, name: string): Promise<CookieJar> {
  const [booking] = (await (await api('/api/user/msd/getUserOpportunities', {}, await signIn(lead))).json()) as {
    adr_opportunity_adr_bookingguest_Opportunity: { adr_name: string; _adr_contactid_value: string }[]
  }[]
  const guest = booking!.adr_opportunity_adr_bookingguest_Opportunity.find((g) => g.adr_name === name)!
  return signIn(await createGuest({ firstName: name.split(' ')[0], contactId: guest._adr_contactid_value }))
}
