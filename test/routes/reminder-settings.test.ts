// Account settings' reminders (issue 41): a plain form, per kind and channel. Email is on until turned off; push's
// choices show once a device has push on; saving goes back to the settings, which say so.
import { describe, expect, it } from 'vitest'
import { createGuest, pageText, post, signIn, visit } from './support.ts'
import { store } from './reminders-support.ts'

const settingsPage = '/account/account-settings'
/** The checkbox named `name` on a page, as rendered ('' when there is none). */
const box = (html: string, name: string) =>
  new RegExp(`<input type="checkbox"[^>]* name="${name}"[^>]*>`).exec(html)?.[0] ?? ''
const emailOn = { 'email-advance': 'on', 'email-arrange': 'on', 'email-way-home': 'on', 'email-answers': 'on' }

describe('reminder settings', () => {
  it('show every kind on for email and push off on every device, as a form that posts without JavaScript', async () => {
    const jar = await signIn(await createGuest())
    const html = await pageText(await visit(settingsPage, { jar }))
    expect(html).toContain('<h2 id="reminders-heading">Reminders</h2>')
    const form = /<form[^>]*action="\/account\/account-settings\/reminders"[^>]*>/.exec(html)?.[0]
    expect(form).toContain('method="post"')
    for (const kind of ['advance', 'arrange', 'wellness', 'way-home', 'answers'])
      expect(box(html, `email-${kind}`)).toContain('checked=""')
    expect(box(html, 'push-advance')).toBe('')
    expect(html).toContain('Push notifications are not on for any of your devices.')
  })

  it('turn one kind of email off, go back to the settings, and say the choices are saved', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    const saved = await post('/account/account-settings/reminders', emailOn, jar)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/account/account-settings?reminders=saved#reminders')
    expect([...(await store().choices(guest.id)).emailOff]).toEqual(['wellness'])
    const html = await pageText(await visit('/account/account-settings?reminders=saved', { jar }))
    expect(html).toContain('Your reminder choices are saved.')
    expect(box(html, 'email-wellness')).not.toContain('checked')
    expect(box(html, 'email-advance')).toContain('checked=""')
  })

  it('show push’s choices once a device has push on, and keep them when the form did not show them', async () => {
    const guest = await createGuest()
    await store().addDevice(guest.id, {
      endpoint: `https://push.example.test/${crypto.randomUUID()}`,
      p256dh: 'BPz5YaWJ2nB9Jc2l0ZS1rZXk',
      auth: 'YXV0aC1zZWNyZXQ',
      timeZone: 'Europe/Berlin',
    })
    const jar = await signIn(guest)
    const html = await pageText(await visit(settingsPage, { jar }))
    expect(html).toContain('Devices with push notifications on: 1.')
    expect(box(html, 'push-advance')).toContain('checked=""')
    await post('/account/account-settings/reminders', { ...emailOn, 'email-wellness': 'on', push: 'shown' }, jar)
    expect([...(await store().choices(guest.id)).pushOff]).toEqual([
      'advance',
      'arrange',
      'wellness',
      'way-home',
      'answers',
    ])
    await post('/account/account-settings/reminders', emailOn, jar)
    expect((await store().choices(guest.id)).pushOff.size).toBe(5)
  })

  it('are a signed-in guest’s only', async () => {
    const response = await post('/account/account-settings/reminders', emailOn)
    expect([302, 303]).toContain(response.status)
    expect(response.headers.get('location')).toMatch(/^\/account\/login/)
    expect(await store().choices(crypto.randomUUID())).toMatchObject({ emailVersion: 0 })
  })
})
