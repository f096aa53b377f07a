import { useTexts } from '../../views/PageContext.tsx'

/** Step `step` of the three, said before the page's own content. */
export function Step({ step }: { readonly step: 1 | 2 }) {
  return <p className="step">{useTexts().payments_step({ step })}</p>
}
