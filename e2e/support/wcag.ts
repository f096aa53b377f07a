// WCAG 2.2 checks axe cannot make on its own, measured in the browser: target size (2.5.8),
// reflow at 320 CSS px (1.4.10), and a focused element that shows and is not covered (2.4.7, 2.4.11).
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { axeViolations } from './browser.ts'

/** What a pointer or the keyboard can act on. */
const interactive =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])'

/**
 * 2.5.8: every visible target is at least 24×24 CSS px, or has the standard's room around it
 * (a 24 px circle on its centre touches no other target), or is a link inside a sentence.
 * Returns a description of each target that fails.
 */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || el.id}"`
    const targets = [...document.querySelectorAll(selector)].filter((el) => {
      const rect = el.getBoundingClientRect()
      // Hidden, closed, or off screen until focused (the skip link): nothing to hit.
      return (
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        rect.width > 1 &&
        rect.height > 1 &&
        rect.right > 0
      )
    })
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false
      const block = el.parentElement
      return block !== null && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length
    }
    const small = targets.filter((el) => {
      const rect = el.getBoundingClientRect()
      return (rect.width < 24 || rect.height < 24) && !inSentence(el)
    })
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect()
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    }
    return small
      .filter((el) => {
        const c = centre(el)
        return targets.some((other) => {
          if (other === el || other.contains(el) || el.contains(other)) return false
          if (small.includes(other)) {
            const o = centre(other)
            return Math.hypot(o.x - c.x, o.y - c.y) < 24
          }
          const r = other.getBoundingClientRect()
          const dx = Math.max(r.left - c.x, 0, c.x - r.right)
          const dy = Math.max(r.top - c.y, 0, c.y - r.bottom)
          return Math.hypot(dx, dy) < 12
        })
      })
      .map((el) => {
        const r = el.getBoundingClientRect()
        return `${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`
      })
  }, interactive)
}

/**
 * 1.4.10: at the current width the page itself does not scroll sideways (a carousel may,
 * inside itself). Returns the elements that stick out furthest, or nothing.
 */
export function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    // The innermost elements past the edge name the cause; their ancestors only inherit it.
    const beyond = (el: Element) => el.getBoundingClientRect().right > width + 0.5
    // Content a scrolling box inside the page clips (the carousel) does not widen the page.
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible' && !beyond(box)) return true
      return false
    }
    const past = [...document.body.querySelectorAll('*')].filter((el) => beyond(el) && !clipped(el))
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)))
    return innermost
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} ends at ${Math.round(el.getBoundingClientRect().right)} px`,
      )
  })
}

/**
 * axe's WCAG 2.2 rules, target sizes, and reflow at 320 CSS px wide (then back to the
 * width the page had): one call per page. Soft expectations, so one run lists every page's findings.
 */
export async function expectWcag(page: Page): Promise<void> {
  const url = page.url()
  expect.soft(await axeViolations(page), `axe on ${url}`).toEqual([])
  expect.soft(await undersizedTargets(page), `targets on ${url}`).toEqual([])
  const size = page.viewportSize()
  await page.setViewportSize({ width: 320, height: 640 })
  expect.soft(await sidewaysScroll(page), `sideways scroll at 320 px on ${url}`).toEqual([])
  expect.soft(await undersizedTargets(page), `targets at 320 px on ${url}`).toEqual([])
  if (size) await page.setViewportSize(size)
}

/**
 * 2.4.7 and 2.4.11: the focused element has a visible focus indicator (an outline or a box
 * shadow) and nothing covers its centre. Returns what is wrong, or undefined.
 */
export function focusProblem(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const el = document.activeElement
    if (!el || el === document.body) return 'nothing is focused'
    // A smooth scroll may still be bringing it into view: measure once it has come to rest.
    for (let frame = 0, still = 0, last = ''; frame < 90 && still < 1; frame++) {
      const now = JSON.stringify(el.getBoundingClientRect())
      still = now === last ? still + 1 : 0
      last = now
      await new Promise(requestAnimationFrame)
    }
    const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || el.id}"`
    const style = getComputedStyle(el)
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    if (!outlined && style.boxShadow === 'none') return `${name} shows no focus indicator`
    const rect = el.getBoundingClientRect()
    const x = rect.left + rect.width / 2
    const y = rect.top + rect.height / 2
    if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return `${name} is out of view`
    const top = document.elementFromPoint(x, y)
    if (top && top !== el && !el.contains(top) && !top.contains(el))
      return `${name} is covered by ${top.tagName.toLowerCase()}.${top.className}`
    return undefined
  })
}

/**
 * Walks the page (or an open modal dialog) with Tab until focus comes round again, and returns
 * what went wrong: a control Tab never reached or reached out of document order, focus landing
 * outside the scope, a control whose focus is not visible or is covered, or no way out (a trap).
 */
export async function tabJourney(page: Page, scope = 'body'): Promise<string[]> {
  // Number the controls Tab should reach, in document order (one radio per group).
  const count = await page.evaluate((selector) => {
    const root = document.querySelector(selector)!
    const radioGroups = new Set<string>()
    const tabbable = [
      ...root.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]',
      ),
    ].filter((el) => {
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.closest('[inert]')) return false
      if (!el.checkVisibility({ visibilityProperty: true })) return false
      if (el instanceof HTMLInputElement && el.type === 'radio') {
        const group = root.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${el.name}"]`)
        const chosen = [...group].find((r) => r.checked) ?? group[0]
        if (el !== chosen || radioGroups.has(el.name)) return false
        radioGroups.add(el.name)
      }
      return true
    })
    for (const el of document.querySelectorAll('[data-tab-order]')) el.removeAttribute('data-tab-order')
    for (const [i, el] of tabbable.entries()) el.setAttribute('data-tab-order', String(i))
    return tabbable.length
  }, scope)
  const where = () =>
    page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body || el === document.documentElement) return -1
      // Chromium lets Tab stop on a box that scrolls (a tall dialog), so the keys can scroll it.
      const style = getComputedStyle(el)
      if (el.scrollHeight > el.clientHeight && /auto|scroll/.test(style.overflowY)) return -2
      const order = el.getAttribute('data-tab-order')
      return order === null
        ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`
        : Number(order)
    })
  // Focus scrolls at once rather than gliding, so each control is measured where it comes to rest.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const problems: string[] = []
  const start = await where()
  const reached: number[] = []
  // Round once: past the last control focus leaves the page (or dialog) and comes back to the first.
  // Date and time inputs take a Tab per part (day, month, year): up to four presses a control.
  for (let step = 0, previous: number | string = start; step < count * 4 + 3; step++) {
    await page.keyboard.press('Tab')
    const at = await where()
    if (typeof at === 'string')
      problems.push(`Tab reached ${at} after control ${reached.at(-1)}, outside ${scope} or not a control`)
    if (at === previous) continue
    previous = at
    if (at === -2) {
      const problem = await focusProblem(page)
      if (problem) problems.push(`a scrolling box: ${problem}`)
    }
    if (typeof at !== 'number' || at < 0) continue
    if (at === start || (start === -1 && reached.includes(at))) break
    reached.push(at)
    const problem = await focusProblem(page)
    if (problem) problems.push(problem)
  }
  await page.emulateMedia({ reducedMotion: null })
  const first = typeof start === 'number' ? start + 1 : 0
  const expected = [...Array(count).keys()].map((i) => (first + i) % count).filter((i) => i !== start)
  if (reached.join() !== expected.join())
    problems.push(`Tab order ${reached.join(' ')}, expected ${expected.join(' ')} (of ${count} controls in ${scope})`)
  return problems
}
