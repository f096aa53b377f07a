import { Hono } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { content, renderContentUnavailable } from '../../http/rendering/content.tsx'
import { arrangements } from '../../integrations/content/documents.ts'
import { groupByTiming, parseTiming } from '../../features/reminders/reminder-timing.ts'
import { contentLanguage } from '../../domain/content-blocks.ts'
import { ArrangeWhenPage } from '../../features/content/ArrangeWhenPage.tsx'
import { bookingHomeMode } from '../../features/bookings/booking-mode.ts'
import { routeModule } from '../route-module.ts'

/** /account/what-to-arrange-when: the items grouped by reminder timing, the home mode's first (SPEC §3, §4). */
export const whatToArrangeWhenRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    const [doc, booking] = await Promise.all([arrangements(content(c)), c.get('booking')()])
    const groups = groupByTiming(
      doc.items,
      (item) => parseTiming(item.timing),
      bookingHomeMode(c.get('scope'), booking),
    )
    const mark = contentLanguage(doc.lang, c.get('locale'))
    return render(c, <ArrangeWhenPage introHtml={doc.introHtml} introMark={mark} groups={groups} />, {
      title: doc.title,
      heading: mark.lang ? <span {...mark}>{doc.title}</span> : doc.title,
    })
  } catch (error) {
    const t = c.get('texts')
    return renderContentUnavailable(c, error, {
      what: t.extras_arrange_what(),
      title: t.extras_arrange_title(),
      where: 'content.arrangeWhen',
    })
  }
})

export const whatToArrangeWhenRoute = routeModule(
  '/account/what-to-arrange-when',
  [
    {
      name: 'account-what-to-arrange-when',
      overlayHeader: true,
      auth: true,
      kept: true,
      nav: { label: 'nav_what_to_arrange_when', order: 8, under: '/account' },
    },
  ],
  whatToArrangeWhenRoutes,
)
