// The content service's slice simulator frames /slice-simulator and sends the slices an editor
// is working on. @prismicio/simulator speaks its protocol; each new set of slices is rendered by
// the server (the same SliceZone as real pages) and swapped into the slice zone, so what the
// editor sees is what guests will see. Not a React island: no React on this page at all.
import { SimulatorManager, StateEventType } from '@prismicio/simulator/kit'

const root = document.querySelector('.slice-simulator--root')
const manager = new SimulatorManager({ slices: [] })
let pending: AbortController | undefined

manager.state.on(
  StateEventType.Slices,
  async (slices) => {
    pending?.abort()
    const request = new AbortController()
    pending = request
    try {
      const response = await fetch('/slice-simulator', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slices }),
        signal: request.signal,
      })
      // Our own origin's HTML, rendered from escaped rich text by the server.
      if (root && response.ok) root.innerHTML = await response.text()
    } catch (error) {
      if (!request.signal.aborted) console.error('slice simulator: could not render the slices', error)
    }
  },
  'portal',
)

// Inside the simulator a link or form must not navigate away from the frame.
document.addEventListener(
  'click',
  (event) => (event.target as Element | null)?.closest('a') && event.preventDefault(),
  true,
)
document.addEventListener('submit', (event) => event.preventDefault(), true)

void manager.init()
