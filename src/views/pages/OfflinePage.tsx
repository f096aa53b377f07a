import { usePageFacts } from '../PageContext.tsx'
import { LinkList } from '../parts/LinkList.tsx'

/**
 * What the service worker shows offline for a page it has no copy of (decision 030): the same for
 * everyone, so it holds nothing personal and is kept with the build's files.
 */
export function OfflinePage() {
  const { site } = usePageFacts()
  return (
    <>
      <p className="lead">
        This page needs a connection, and there is no copy of it on this device. The pages below open offline if you
        have read them here before.
      </p>
      <LinkList links={site.keptPages} />
    </>
  )
}
