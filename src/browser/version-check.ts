// New-version detection (SPEC §7, §8): pages with islands ask /_build/manifest.json for the
// build id when the tab regains focus and every few minutes; when it differs from the page's
// own (the `gp-build` meta tag), a small banner offers a reload. Plain DOM: no React needed.

import { pageWords } from './page-words.ts'

const interval = 5 * 60_000
/** Focus can fire often: ask at most once a minute. */
const minimumGap = 60_000

export function watchForNewVersion(): void {
  const current = document.querySelector<HTMLMetaElement>('meta[name="gp-build"]')?.content
  if (!current) return
  let lastCheck = Date.now()
  let shown = false

  const check = async () => {
    if (shown || Date.now() - lastCheck < minimumGap) return
    lastCheck = Date.now()
    try {
      const response = await fetch('/_build/manifest.json', { cache: 'no-store' })
      const { buildId } = (await response.json()) as { buildId?: string }
      if (buildId && buildId !== current) show()
    } catch {
      // Offline or a hiccup on resort Wi-Fi: try again next time.
    }
  }

  const show = () => {
    const words = pageWords()
    shown = true
    const banner = document.createElement('div')
    banner.className = 'update-banner'
    banner.setAttribute('role', 'status')
    const text = document.createElement('span')
    text.textContent = `${words.newVersion} `
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = words.reload
    button.addEventListener('click', () => location.reload())
    banner.appendChild(text)
    banner.appendChild(button)
    document.body.appendChild(banner)
  }

  addEventListener('focus', check)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check()
  })
  setInterval(check, interval)
}
