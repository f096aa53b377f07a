import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, createGuest, demo, fault, signIn, visit, emptyContentCache } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

describe('contact us (SPEC §2 layout rule)', () => {
  it('uses the login layout for a visitor, with the details from the content service', async () => {
    const response = await visit('/account/contact-us')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('class="login-layout"')
    expect(html).toContain('href="tel:+442079460000"')
    expect(html).toContain('mailto:guests@example-resort.com')
  })

  it('uses the login layout for a signed-in guest without a selected booking', async () => {
    const jar = await signIn(await createGuest())
    expect(await (await visit('/account/contact-us', { jar })).text()).toContain('class="login-layout"')
  })

  it('uses the default layout when signed in with a selected booking', async () => {
    const jar = await signIn(demo.olivia)
    await (await visit('/account', { jar })).text() // to its end: no read of it is left for the next test's faults
    const html = await (await visit('/account/contact-us', { jar })).text()
    expect(html).not.toContain('class="login-layout"')
    expect(html).toContain('class="site-header')
    expect(html).toContain('<h1>Contact us</h1>')
  })

  it('still says what to do when the content service is down and nothing is cached', async () => {
    expectConsoleErrors(/"where":"content\.contactUs"/)
    await emptyContentCache()
    await fault({ path: '/prismic', status: 500 })
    const response = await visit('/account/contact-us')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Our contact details could not be loaded just now.')
    expect(html).toContain('>Contact us</a>')
  })
})
