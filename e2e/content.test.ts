import { createServer } from 'node:http'
import { describe, expect, it, onTestFinished } from 'vitest'
import {
  demoGuest,
  expectAccessible,
  openSession,
  portalUrl,
  sandboxUrl,
  signIn,
  swipe,
  useBrowser,
} from './support/browser.ts'

const browser = useBrowser()
const olivia = demoGuest('returning@example.com')

describe("what's on", () => {
  it('opens a highlight by click and moves through them with the buttons', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, olivia)
    // At 1280 px the pages under home are a row under the bar (the menu is for narrower screens).
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Home' })
      .getByRole('link', { name: "What's on" })
      .click()
    await page.waitForURL('**/account/whats-on')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'More about Beach barbecue' }).click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Beach barbecue')
    expect(await dialog.getByText('1 of 5', { exact: true }).isVisible()).toBe(true)
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Next highlight' }).click()
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Sailing regatta')
    await dialog.getByRole('button', { name: 'Previous highlight' }).click()
    await dialog.getByRole('button', { name: 'Previous highlight' }).click()
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Kids’ club show') // wraps round
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await dialog.isVisible()).toBe(false)
    expect(problems).toEqual([])
    await context.close()
  })

  it('works by keyboard: Enter opens, arrows move, Escape closes and focus returns', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, olivia)
    await page.goto('/account/whats-on')
    const opener = page.getByRole('button', { name: 'More about Sailing regatta' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Sailing regatta')
    await page.keyboard.press('ArrowRight')
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Family quiz night')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Beach barbecue')
    await page.keyboard.press('Escape')
    expect(await dialog.isVisible()).toBe(false)
    // Focus goes back to the card that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('More about Sailing regatta')
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps focus on a card tabbed to before the page’s script arrived', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, olivia)
    // A slow connection: the island's code comes a second after the page.
    await page.route('**/_build/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.goto('/account/whats-on', { waitUntil: 'commit' })
    await page.getByRole('link', { name: 'More about Sailing regatta' }).focus()
    await page.getByRole('button', { name: 'More about Sailing regatta' }).waitFor()
    // The same element, now working as a button (decision 018: one element across hydration).
    expect(
      await page.evaluate(
        () => `${document.activeElement?.getAttribute('role')} ${document.activeElement?.textContent}`,
      ),
    ).toBe('button More about Sailing regatta')
    expect(problems).toEqual([])
    await context.close()
  })

  it('moves the cards behind the dialog along, without gliding when reduced motion is asked for', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, olivia)
    await page.goto('/account/whats-on')
    const list = page.getByRole('list', { name: 'Highlights' })
    // The last card is past the list's right edge, so showing it scrolls the list.
    const lastCardShown = () =>
      list.evaluate((ul) => {
        const card = ul.lastElementChild!.getBoundingClientRect()
        return card.right <= ul.getBoundingClientRect().right + 1
      })
    expect(await lastCardShown()).toBe(false)
    expect(await list.evaluate((ul) => getComputedStyle(ul).scrollBehavior)).toBe('smooth')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await list.evaluate((ul) => getComputedStyle(ul).scrollBehavior)).toBe('auto')
    await page.getByRole('button', { name: 'More about Beach barbecue' }).click()
    // Every scroll position the list passes through on its way.
    await list.evaluate((ul) => {
      const seen: number[] = []
      ;(window as unknown as { seen: number[] }).seen = seen
      ul.addEventListener('scroll', () => seen.push(ul.scrollLeft))
    })
    await page.keyboard.press('ArrowLeft') // wraps round to the last highlight
    await expect.poll(lastCardShown).toBe(true)
    await page.waitForTimeout(300)
    // At once: one jump, no frames of animation in between.
    expect(await page.evaluate(() => new Set((window as unknown as { seen: number[] }).seen).size)).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('swipes between highlights on a touch screen, ignoring short drags', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await signIn(page, olivia)
    await page.goto('/account/whats-on')
    await page.getByRole('button', { name: 'More about Beach barbecue' }).tap()
    const dialog = page.getByRole('dialog')
    const heading = () => dialog.getByRole('heading', { level: 2 }).textContent()
    expect(await heading()).toBe('Beach barbecue')
    const box = (await dialog.boundingBox())!
    await swipe(page, box, -160)
    expect(await heading()).toBe('Sailing regatta')
    await swipe(page, box, -60) // under the swipe threshold of 100
    expect(await heading()).toBe('Sailing regatta')
    await swipe(page, box, 160)
    expect(await heading()).toBe('Beach barbecue')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('is a plain list with the details on the page without JavaScript', async () => {
    const { page, context } = await openSession(browser(), { javaScript: false })
    await signIn(page, olivia)
    await page.goto('/account/whats-on')
    await page.getByRole('link', { name: 'More about Family quiz night' }).click()
    await page.waitForURL('**/account/whats-on#highlight-3')
    expect(await page.locator('#highlight-3').getByText('Six rounds, one for the children.').isVisible()).toBe(true)
    await context.close()
  })
})

describe('tailor your holiday and what to arrange when', () => {
  it('goes from the overview to a page and back, and shows what to arrange in holiday order with now marked', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, olivia)
    // The section streams in after the page's first bytes: on a busy machine it can come later than the URL.
    await page.getByRole('heading', { name: 'Things to arrange now' }).waitFor({ timeout: 5000 })
    expect(await page.getByRole('heading', { name: 'Things to arrange now' }).isVisible()).toBe(true)
    await page.getByText('Order a welcome hamper').waitFor()
    await page.goto('/account/tailor-your-holiday')
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Car hire' }).click()
    await page.waitForURL('**/account/tailor-your-holiday/car-hire')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Car hire')
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to tailor your holiday' }).click()
    await page.waitForURL('**/account/tailor-your-holiday')
    await page.goto('/account/what-to-arrange-when')
    const headings = await page.locator('#main h2').allTextContents()
    expect(headings.slice(0, 3)).toEqual([
      'Soon after booking',
      'Two months before you travel',
      'Three weeks before you travelNow',
    ])
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('content preview', () => {
  it('shows the draft from a preview link until the editor exits the preview', async () => {
    const { page, problems, context } = await openSession(browser())
    const draft = { title: [{ type: 'heading1', text: 'About the resort, rewritten', spans: [] }], body: [] }
    const response = await fetch(`${sandboxUrl()}/__sandbox/prismic/preview`, {
      method: 'POST',
      body: JSON.stringify({ documentId: 'Z000000000000002', data: draft }),
    })
    const { ref } = (await response.json()) as { ref: string }
    await page.goto(`/preview?token=${encodeURIComponent(ref)}&documentId=Z000000000000002`)
    await page.waitForURL('**/about-us')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About the resort, rewritten')
    expect(await page.getByText('You are previewing unpublished content.').isVisible()).toBe(true)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Exit preview' }).click()
    await page.waitForURL('**/about-us')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About the resort')
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('slice simulator', () => {
  // The local Slice Machine's origin (allowed by frame-ancestors), served by the test: it frames
  // the portal's /slice-simulator and speaks the simulator protocol as Slice Machine does.
  const parentPage = (portal: string) => `<!doctype html><title>Slice Machine</title>
<iframe src="${portal}/slice-simulator" title="Simulator" style="width:800px;height:600px"></iframe>
<script>
  const frame = document.querySelector('iframe')
  window.responses = []
  addEventListener('message', (event) => {
    if (event.data && event.data.type === 'ready') {
      const channel = new MessageChannel()
      channel.port1.onmessage = (e) => window.responses.push(e.data)
      window.port = channel.port1
      frame.contentWindow.postMessage({ requestID: 'emitter-1', type: 'connect', data: {} }, '*', [channel.port2])
      frame.contentWindow.postMessage({ requestID: event.data.requestID, status: 200, msg: 'ok' }, '*')
    }
  })
  window.send = (slices) => window.port.postMessage({ requestID: 'emitter-' + Math.random(), type: 'setSliceZone', data: slices })
</script>`

  it('renders the slices the simulator sends, with the portal’s own slice components', async () => {
    // A real local server: Chromium will not let a page it cannot place on the network frame a local one.
    const server = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(parentPage(portalUrl())),
    )
    await new Promise<void>((resolve) => server.listen(9999, 'localhost', resolve))
    onTestFinished(() => void server.close())
    const { page, problems, context } = await openSession(browser())
    await page.goto('http://localhost:9999/')
    const simulator = page.frameLocator('iframe')
    await simulator.getByText('Slices sent by the slice simulator appear here.').waitFor()
    await page.waitForFunction(() => 'port' in window)
    const slices = [
      {
        slice_type: 'text',
        variation: 'default',
        version: 'initial',
        primary: { text: [{ type: 'paragraph', text: 'Editors see this first.', spans: [] }] },
        items: [],
        id: 'text$1',
      },
      {
        slice_type: 'call_to_action',
        variation: 'default',
        version: 'initial',
        primary: { title: 'Plan ahead', text: [], link: { link_type: 'Web', url: '/account' }, link_label: 'Start' },
        items: [],
        id: 'cta$2',
      },
    ]
    await page.evaluate((s) => (window as unknown as { send: (s: unknown) => void }).send(s), slices)
    await simulator.getByText('Editors see this first.').waitFor()
    expect(await simulator.getByRole('heading', { name: 'Plan ahead' }).isVisible()).toBe(true)
    expect(await simulator.locator('[data-slice-zone] > *').count()).toBe(2)
    // A link inside the simulator does not navigate the frame away.
    await simulator.getByRole('link', { name: 'Start' }).click()
    expect(page.frames()[1]?.url()).toContain('/slice-simulator')
    expect(
      await page.evaluate(() =>
        (window as unknown as { responses: { status: number }[] }).responses.map((r) => r.status),
      ),
    ).toContain(200)
    expect(problems).toEqual([])
    await context.close()
  })
})
