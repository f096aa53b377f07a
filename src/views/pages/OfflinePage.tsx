import { usePageFacts } from '../PageContext.tsx'
import { LinkList } from '../parts/LinkList.tsx'

/**
 * What the service worker shows offline for a page it has no copy of (decision 030): the same for
 * everyone, so it holds nothing personal and is kept with the build's files.
 */
export function OfflinePage() {
  const { site, texts: t } = usePageFacts()
  return (
    <>
      <p className="lead">{t.offline_lead()}</p>
      <LinkList links={site.keptPages} />
    </>
  )
}
