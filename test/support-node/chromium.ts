// Debian's Chromium as the browser journeys (e2e/) and the browser benchmarks (bench/weak-wifi, bench/offline)
// launch it: one path and one set of flags, so a journey and a measurement run the same browser.
import { chromium, type Browser } from 'playwright-core'

/**
 * Where Chromium is (`CHROMIUM_PATH`, else Debian's) and its flags: no sandbox (containers), no GPU, and none of
 * its own background traffic (component updates, sync, first-run pages) to add requests or skew timings. Nor its
 * address bar's popups: headless Chromium (156) loads two of them, web pages of its own, in a renderer of their own
 * beside every new window, about 1.5 s of CPU that a page load on two cores shared (bench/weak-wifi/README.md).
 */
export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
}

/** A Chromium with those options; the caller closes it. */
export const launchChromium = (): Promise<Browser> => chromium.launch(chromiumOptions)
