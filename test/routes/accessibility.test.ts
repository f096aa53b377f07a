import { describe, expect, it } from 'vitest'
import { demo, pageText, signIn, visit } from './support.ts'

describe('the accessibility statement', () => {
  it('is public, in the login layout, and says the standard, the tests, the gaps and how to report', async () => {
    const response = await visit('/accessibility')
    expect(response.status).toBe(200)
    const html = await pageText(response)
    expect(html).toContain('class="login-layout"')
    expect(html).toContain('<h1>Accessibility</h1>')
    expect(html).toContain('WCAG) 2.2 at level AA')
    for (const heading of ['What we test, and how', 'Known gaps', 'Tell us about a problem'])
      expect(html).toContain(`<h2>${heading}</h2>`)
    expect(html).toContain('<a href="/account/contact-us">contact us</a>')
  })

  it('uses the default layout for a signed-in guest with a booking, linked from its footer', async () => {
    const jar = await signIn(demo.olivia)
    await visit('/account', { jar })
    const html = await (await visit('/accessibility', { jar })).text()
    expect(html).not.toContain('class="login-layout"')
    expect(html).toMatch(/<footer class="site-footer">[\s\S]*<a href="\/accessibility">Accessibility<\/a>/)
  })

  it('is linked from the login layout’s footer', async () => {
    const html = await (await visit('/account/login')).text()
    expect(html).toMatch(/<footer class="login-layout__footer">[\s\S]*<a href="\/accessibility">Accessibility<\/a>/)
    // Contact us too: on a phone the header's links are hidden.
    expect(html).toMatch(/<footer class="login-layout__footer">[\s\S]*<a href="\/account\/contact-us">Contact us<\/a>/)
  })
})
