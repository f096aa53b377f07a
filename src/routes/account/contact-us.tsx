import { Hono } from 'hono'
import { contactDetails } from '../../integrations/content/help.ts'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { publicPageLayout } from '../../http/rendering/public-page-layout.ts'
import { content } from '../../http/rendering/content.tsx'
import { contentLanguage } from '../../domain/content-blocks.ts'
import { report } from '../../http/middleware/report.ts'
import { ContactUsPage, type ContactDetails } from '../../features/content/ContactUsPage.tsx'
import { routeModule } from '../route-module.ts'

/**
 * /account/contact-us (SPEC §2): the default layout only when signed in with a selected booking,
 * otherwise the login layout, so a guest who cannot sign in can still reach us. The details come
 * from the content service's contact_us document; without them the page still says what to do.
 */
const handlers = new Hono<AppEnv>().get('/', async (c) => {
  const withBooking = (await publicPageLayout(c)) === 'default'
  let details: ContactDetails | undefined
  try {
    const shaped = await contactDetails(content(c))
    details = { ...shaped, mark: contentLanguage(shaped.lang, c.get('locale')) }
  } catch (error) {
    report(c, 'content.contactUs', error)
  }
  const title = c.get('texts').nav_contact_us()
  return withBooking
    ? render(c, <ContactUsPage details={details} />, { title, heading: title, layout: 'default' })
    : render(c, <ContactUsPage details={details} heading={title} />, { title, layout: 'guest-hub-login' })
})

export const contactUsRoute = routeModule(
  '/account/contact-us',
  [
    {
      name: 'account-contact-us',
      overlayHeader: false,
      auth: false,
      bookingFree: true,
      kept: true,
      nav: { label: 'nav_contact_us', order: 11 },
    },
  ],
  handlers,
)
