// Chromium keeps only the last `--disable-features` on its command line, so the one test/support-node/chromium.ts
// adds after Playwright's must repeat Playwright's list: this reads that list from the installed Playwright and fails
// when an upgrade changes it.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { chromiumOptions, playwrightDisabledFeatures } from '../test/support-node/chromium.ts'

describe("Chromium's flags", () => {
  it('turn off every feature Playwright turns off, in the one --disable-features Chromium keeps', () => {
    const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8')
    const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1]
    if (!list) throw new Error("Playwright's disabled features are no longer where this test reads them: look again")
    const playwrights = [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1])
    expect(playwrights.length).toBeGreaterThan(5)
    expect([...playwrightDisabledFeatures].sort()).toEqual([...playwrights].sort())
    const disabling = chromiumOptions.args.filter((arg) => arg.startsWith('--disable-features='))
    expect(disabling).toHaveLength(1)
    expect(disabling[0]!.slice('--disable-features='.length).split(',')).toEqual(
      expect.arrayContaining([...playwrights, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    )
  })
})
