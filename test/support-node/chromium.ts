// Debian's Chromium as the browser journeys (e2e/) and the browser benchmarks (bench/weak-wifi, bench/offline)
// launch it: one path and one set of flags, so a journey and a measurement run the same browser.
import { chromium, type Browser } from 'playwright-core'

/**
 * Where Chromium is (`CHROMIUM_PATH`, else Debian's) and its flags: no sandbox (containers), no GPU, and none of
 * its own background traffic (component updates, sync, first-run pages) to add requests or skew timings.
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
  ],
}

/** A Chromium with those options; the caller closes it. */
export const launchChromium = (): Promise<Browser> => chromium.launch(chromiumOptions)
