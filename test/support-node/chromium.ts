// Debian's Chromium as the browser journeys (e2e/) and the browser benchmarks (bench/weak-wifi, bench/offline)
// launch it: one set of flags for both, though most journeys run Chromium's headless shell and the benchmarks full
// Chromium.
import { chromium, type Browser } from 'playwright-core'

/**
 * The features Playwright (1.65) turns off with its own `--disable-features`, said again here: Chromium keeps only the
 * last `--disable-features` on its command line, and ours comes after Playwright's, so it must carry them too.
 * `e2e/chromium-flags.test.ts` checks this list against the installed Playwright's.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * The address bar's two popups: headless Chromium (156) loads them, web pages of its own, in a renderer of their own
 * beside every new window, about 1.5 s of CPU that a page load on two cores shared (bench/weak-wifi/README.md).
 */
const popups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * Where Chromium is (`CHROMIUM_PATH`, else Debian's) and its flags: no sandbox (containers), no GPU, none of its own
 * background traffic (component updates, sync, first-run pages) to add requests or skew timings, and no popups.
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
    `--disable-features=${[...playwrightDisabledFeatures, ...popups].join(',')}`,
  ],
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, what Playwright itself runs headless by default): the
 * same Blink and V8, without the full browser's windows and interface. Four journey files took 39 core-seconds with it
 * and 55 with full Chromium. It shows no notifications, so a journey that needs them takes full Chromium.
 */
export const headlessShellOptions = {
  ...chromiumOptions,
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
}

/** A Chromium with those options (full Chromium unless told); the caller closes it. */
export const launchChromium = (options = chromiumOptions): Promise<Browser> => chromium.launch(options)
