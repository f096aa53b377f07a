import type { ReactNode } from 'react'

/** A message block: errors are announced at once (role=alert), notices politely. */
export function Alert({ kind, children }: { readonly kind: 'error' | 'notice'; readonly children: ReactNode }) {
  return (
    <div className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
