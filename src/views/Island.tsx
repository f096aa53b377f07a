import type { ComponentType } from 'react'
import { usePageFacts } from './PageContext.tsx'

/**
 * SPEC §8 stale chunk: when an island script fails to load (e.g. a release replaced it),
 * reload the page, at most once per 10 s. Inline (with the page's nonce) because it must run
 * even when the loader itself is the chunk that failed; the loader calls it for dynamic imports.
 */
export const chunkGuardScript =
  "window.__gpChunkFailed=function(){try{var k='gp-chunk-reload',l=+sessionStorage.getItem(k)||0,n=Date.now();" +
  "if(n-l>1e4){sessionStorage.setItem(k,String(n));location.reload()}}catch(e){}};" +
  "addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&/\\/_build\\//.test(t.src))window.__gpChunkFailed()},true)"

interface IslandProps<P extends object> {
  /** The island's file name in src/islands/ (build.ts names its bundle after it). */
  readonly name: string
  readonly component: ComponentType<P>
  readonly props: P
}

/**
 * Renders an island on the server inside a marker carrying its props as JSON; the browser
 * hydrates only the markers on the page. The first island on a page adds the chunk guard and
 * the loader script, so a page without islands ships no JavaScript.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const facts = usePageFacts()
  const src = facts.manifest.islands[name]
  if (!src) throw new Error(`Island ${name} is not in the build manifest: run the build`)
  const first = !facts.islandsUsed
  facts.islandsUsed = true
  return (
    <>
      <div className="island" data-island={name} data-island-src={src} data-props={JSON.stringify(props)}>
        <Component {...props} />
      </div>
      {first && (
        <>
          <script nonce={facts.nonce} dangerouslySetInnerHTML={{ __html: chunkGuardScript }} />
          <script type="module" nonce={facts.nonce} src={facts.manifest.loader} />
        </>
      )}
    </>
  )
}
