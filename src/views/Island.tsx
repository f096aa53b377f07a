import type { ComponentType } from 'react'
import { usePageFacts } from './PageContext.tsx'

/**
 * The one inline script of ours a page carries (decision 018), on signed-in pages and pages with
 * islands. It loads nothing before the load event: it defines the SPEC §8 stale-chunk guard
 * (reload at most once per 10 s when a script of ours fails to load), then starts the loader
 * (islands, new-version detection, monitoring) after the load event, or earlier on the first
 * pointer, key or focus inside an island. After the load event it also registers the service
 * worker that keeps pages for offline reading (decision 030); a failed registration is ignored. Inline (with the page's nonce) because it must work
 * even when the loader itself is the file that fails; it runs once however often it is written.
 */
export const starterScript = (loader: string) =>
  "(function(w,d){if(w.__gpStarter)return;w.__gpStarter=1;var k='gp-chunk-reload',on=0;" +
  'w.__gpChunkFailed=function(){try{var l=+sessionStorage.getItem(k)||0,n=Date.now();if(n-l>1e4){sessionStorage.setItem(k,String(n));location.reload()}}catch(e){}};' +
  `function go(){if(!on){on=1;import(${JSON.stringify(loader)}).catch(w.__gpChunkFailed)}}` +
  "function ld(){go();var n=navigator.serviceWorker;n&&n.register('/sw.js').catch(Object)}" +
  "if(d.readyState==='complete')ld();else w.addEventListener('load',ld);" +
  "['pointerdown','keydown','focusin'].forEach(function(t){d.addEventListener(t,function(e){var x=e.target;if(x&&x.closest&&x.closest('[data-island]'))go()},true)})" +
  '})(window,document)'

interface IslandProps<P extends object> {
  /** The island's file name in src/browser/islands/ (build.ts names its bundle after it). */
  readonly name: string
  readonly component: ComponentType<P>
  readonly props: P
}

/**
 * The starter script, written once per page: at the end of the body of a signed-in page (or one
 * whose islands rendered in the shell), or after an island streamed in later. A signed-out page
 * without islands (the sign-in area) ships no script of ours.
 */
export function StarterScript() {
  const facts = usePageFacts()
  if (facts.starterWritten || !(facts.signedIn || facts.islandsUsed)) return null
  facts.starterWritten = true
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own starter, run by its nonce
  return <script nonce={facts.nonce} dangerouslySetInnerHTML={{ __html: starterScript(facts.manifest.loader) }} />
}

/**
 * Renders an island on the server inside a marker, its props as JSON in a data block just after it (not an attribute:
 * there every quote costs six bytes; a data block is never run, so the CSP's nonce is not needed); the browser
 * hydrates each marker when it comes into view or is first touched.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const facts = usePageFacts()
  const src = facts.manifest.islands[name]
  if (!src) throw new Error(`Island ${name} is not in the build manifest: run the build`)
  facts.islandsUsed = true
  return (
    <>
      <div className="island" data-island={name} data-island-src={src}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, never run; `<` escaped so no text in it ends the block
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }}
      />
      <StarterScript />
    </>
  )
}
