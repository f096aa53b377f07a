import { afterEach, beforeAll, describe, expect, it } from 'vitest'
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
} from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

interface Guest {
  adr_bookingguestid: string
  adr_guestname: string | null
  adr_name: string
  _adr_contactid_value: string
}

let olivia: CookieJar
let guests: Guest[]
const byName = (name: string) => guests.find((g) => g.adr_name === name)!

beforeAll(async () => {
  olivia = await signIn(demo.olivia)
  const [booking] = (await (await api('/api/user/msd/getUserOpportunities', {}, olivia)).json()) as {
    adr_opportunity_adr_bookingguest_Opportunity: Guest[]
  }[]
  guests = booking!.adr_opportunity_adr_bookingguest_Opportunity
  await visit('/account', { jar: olivia })
})

describe('guest details', () => {
  it('shows the form with the current values, and the modal trigger on home', async () => {
    const html = await text(
      await visit(`/account/guests/${byName('Sophie Bennett').adr_bookingguestid}`, { jar: olivia }),
    )
    expect(html).toContain('value="Sophie Bennett"')
    expect(html).not.toContain('Passport number')
    const home = await text(await visit('/account', { jar: olivia }))
    expect(home).toMatch(modalTrigger(`/account/guests/${byName('Finn Bennett').adr_bookingguestid}`))
    expect(home).toContain(`href="/account/guests/${byName('Finn Bennett').adr_bookingguestid}"`)
  })

  it('prefills a guest without a name with the name the booking system knows, on the page and in the modal', async () => {
    const finn = byName('Finn Bennett')
    expect(finn.adr_guestname).toBeNull()
    const page = await text(await visit(`/account/guests/${finn.adr_bookingguestid}`, { jar: olivia }))
    expect(page).toMatch(/name="fullName"[^>]*value="Finn Bennett"/)
    const home = await text(await visit('/account', { jar: olivia }))
    const modal = home.slice(home.indexOf(`id="guest-${finn.adr_bookingguestid}"`))
    expect(modal.slice(0, modal.indexOf('</li>'))).toMatch(/name="fullName"[^>]*value="Finn Bennett"/)
    // Still "Details needed" until the lead booker saves it: a prefilled name is offered, not recorded.
    expect(modal.slice(0, modal.indexOf('</li>'))).toContain('Details needed')
  })

  it('asks the lead booker for passport details, keeping what was typed', async () => {
    const path = `/account/guests/${byName('Olivia Bennett').adr_bookingguestid}`
    expect(await text(await visit(path, { jar: olivia }))).toContain('Passport number')
    const response = await post(
      path,
      { fullName: 'Olivia Bennett', email: 'olivia@example.com', passportNumber: '12 3' },
      olivia,
    )
    expect(response.status).toBe(400)
    const html = await text(response)
    expect(html).toContain('value="olivia@example.com"')
    expect(html).toContain('A passport number has 5 to 20 letters and digits, without spaces.')
    expect(html).toContain('Please enter the passport expiry date.')
  })

  it('saves a guest to Dynamics with If-Match and shows it complete', async () => {
    const finn = byName('Finn Bennett')
    const response = await post(
      `/account/guests/${finn.adr_bookingguestid}`,
      { fullName: 'Finn Bennett', dateOfBirth: '2025-06-01' },
      olivia,
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account?saved=guest#notice')
    const { writes } = await sandbox<{ writes: { method: string; id: string; body: Record<string, unknown> }[] }>(
      '/__sandbox/dynamics/writes',
    )
    expect(writes.at(-1)).toMatchObject({
      method: 'PATCH',
      id: finn.adr_bookingguestid,
      body: { adr_guestname: 'Finn Bennett', new_dateofbirth: '2025-06-01' },
    })
    const home = await text(await visit('/account?saved=guest', { jar: olivia }))
    expect(home).toContain('Guest details saved.')
  })

  it('keeps the input and changes nothing when Dynamics refuses or fails', async () => {
    expectConsoleErrors(/"where":"guests\.save"/)
    const grace = await signIn(demo.grace)
    await visit('/account', { jar: grace })
    const [booking] = (await (await api('/api/user/msd/getUserOpportunities', {}, grace)).json()) as {
      adr_opportunity_adr_bookingguest_Opportunity: Guest[]
    }[]
    const daniel = booking!.adr_opportunity_adr_bookingguest_Opportunity.find((g) => g.adr_name === 'Daniel Lee')!
    const path = `/account/guests/${daniel.adr_bookingguestid}`
    const before = (await sandbox<{ writes: unknown[] }>('/__sandbox/dynamics/writes')).writes.length

    await fault({
      method: 'PATCH',
      path: '/dynamics/api/data/v9.2/adr_bookingguests',
      status: 412,
      body: JSON.stringify({ error: { code: '0x80060882', message: 'version mismatch' } }),
    })
    const conflict = await post(path, { fullName: 'Daniel Lee-Smith' }, grace)
    expect(conflict.status).toBe(409)
    expect(await text(conflict)).toContain('value="Daniel Lee-Smith"')
    await clearFaults()

    await fault({ method: 'PATCH', path: '/dynamics/api/data/v9.2/adr_bookingguests', status: 500 })
    const failed = await post(path, { fullName: 'Daniel Lee-Smith' }, grace)
    expect(failed.status).toBe(503)
    const html = await text(failed)
    expect(html).toContain("We couldn't save these details just now. Nothing was changed")
    expect(html).toContain('value="Daniel Lee-Smith"')
    expect((await sandbox<{ writes: unknown[] }>('/__sandbox/dynamics/writes')).writes.length).toBe(before)
  })

  it('lets a guest who is not the lead booker change only their own details', async () => {
    const group = (await (
      await api(
        '/api/user/msd/getUserFamilyGroup',
        {
          opportunityId: (
            (await (await api('/api/user/msd/getUserOpportunities', {}, olivia)).json()) as { opportunityid: string }[]
          )[0]!.opportunityid,
        },
        olivia,
      )
    ).json()) as {
      adr_account_contact: { contactid: string; firstname: string }[]
    }
    const jamesContact = group.adr_account_contact.find((c) => c.firstname === 'James')!.contactid
    const james = await signIn(await createGuest({ firstName: 'James', contactId: jamesContact }))
    expect((await visit('/account', { jar: james })).status).toBe(200)
    const own = byName('James Bennett').adr_bookingguestid
    expect(await text(await visit(`/account/guests/${own}`, { jar: james }))).toContain('Save details')
    const other = await post(
      `/account/guests/${byName('Sophie Bennett').adr_bookingguestid}`,
      { fullName: 'Changed' },
      james,
    )
    expect(other.status).toBe(403)
  })

  it("answers another booking's guest with a 404", async () => {
    const tom = await signIn(demo.tom)
    await visit('/account', { jar: tom })
    const response = await visit(`/account/guests/${byName('Sophie Bennett').adr_bookingguestid}`, { jar: tom })
    expect(response.status).toBe(404)
    expect(await text(response)).not.toContain('Sophie')
    expect(
      (await post(`/account/guests/${byName('Sophie Bennett').adr_bookingguestid}`, { fullName: 'x' }, tom)).status,
    ).toBe(404)
  })
})
