// The HTML invoker commands (`commandfor`, `command`), which @types/react does not list yet.
// React passes unknown lowercase attributes through to the markup as they are.
import 'react'

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`
      | undefined
  }
}
