import type { ContentSlice } from '../../domain/content-blocks.ts'
import type { Texts } from '../../i18n/texts.ts'
import { SliceZone } from './SliceZone.tsx'

/**
 * The slices inside the markup the slice simulator looks for: `.slice-simulator--root`, and a
 * `[data-slice-zone]` whose children are exactly one element per slice (it scrolls to them by index).
 * `wrapped` adds the outer element for the whole page; updates replace only the root's contents.
 * Its words come as `t`: an update is rendered outside a page.
 */
export function SimulatorSlices({
  slices,
  t,
  wrapped = false,
}: {
  readonly slices: readonly ContentSlice[]
  readonly t: Texts
  readonly wrapped?: boolean
}) {
  const zone = (
    <>
      {slices.length === 0 && <p className="slice-simulator__empty">{t.content_simulator_empty()}</p>}
      <div data-slice-zone="" className="content-page stack">
        <SliceZone slices={slices} texts={t} />
      </div>
    </>
  )
  if (!wrapped) return zone
  return (
    <div className="slice-simulator">
      <div className="slice-simulator--root">{zone}</div>
    </div>
  )
}
