import type { ContentSlice } from '../../domain/content-blocks.ts'
import { SliceZone } from '../parts/SliceZone.tsx'

/**
 * The slices inside the markup the slice simulator looks for: `.slice-simulator--root`, and a
 * `[data-slice-zone]` whose children are exactly one element per slice (it scrolls to them by index).
 * `wrapped` adds the outer element for the whole page; updates replace only the root's contents.
 */
export function SimulatorSlices({
  slices,
  wrapped = false,
}: {
  readonly slices: readonly ContentSlice[]
  readonly wrapped?: boolean
}) {
  const zone = (
    <>
      {slices.length === 0 && <p className="slice-simulator__empty">Slices sent by the slice simulator appear here.</p>}
      <div data-slice-zone="" className="content-page stack">
        <SliceZone slices={slices} />
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
