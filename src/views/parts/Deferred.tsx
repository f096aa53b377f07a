import { Suspense, use, type ReactNode } from 'react'

/** Waits for a part inside the shell (React holds the first byte until it is ready). */
export function Reveal({ view }: { readonly view: Promise<ReactNode> }) {
  return use(view)
}

/**
 * A page's body that streams after the shell (header, heading, navigation): the fallback goes
 * out with the shell, the body replaces it when its reads answer.
 */
export function Deferred({ view, fallback }: { readonly view: Promise<ReactNode>; readonly fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Reveal view={view} />
    </Suspense>
  )
}
