import { Hono } from 'hono'
import * as prismic from '@prismicio/client'
import * as v from 'valibot'
import { RichText } from '../../integrations/content/schemas.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { publicPageLayout } from '../../http/public-page-layout.ts'
import { content } from '../../http/content.tsx'
import { report } from '../../http/report.ts'
import { ContactUsPage, type ContactDetails } from '../../views/pages/ContactUsPage.tsx'
import { routeModule } from '../route-module.ts'

const ContactUs = v.object({
  intro: RichText,
  phone: v.nullish(v.string()),
  email: v.nullish(v.string()),
  hours: RichText,
})

/**
 * /account/contact-us (SPEC §2): the default layout only when signed in with a selected booking,
 * otherwise the login layout, so a guest who cannot sign in can still reach us. The details come
 * from the content service's contact_us document; without them the page still says what to do.
 */
export const contactUsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const withBooking = (await publicPageLayout(c)) === 'default'
  let details: ContactDetails | undefined
  try {
    const data = v.parse(ContactUs, (await content(c).single('contact_us')).data)
    details = {
      introHtml: prismic.asHTML(data.intro) ?? '',
      phone: data.phone ?? undefined,
      email: data.email ?? undefined,
      hoursHtml: prismic.asHTML(data.hours) ?? '',
    }
  } catch (error) {
    report(c, 'content.contactUs', error)
  }
  return withBooking
    ? render(c, <ContactUsPage details={details} />, { title: 'Contact us', heading: 'Contact us', layout: 'default' })
    : render(c, <ContactUsPage details={details} heading="Contact us" />, {
        title: 'Contact us',
        layout: 'guest-hub-login',
      })
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
  contactUsRoutes,
)
