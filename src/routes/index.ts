/**
 * Every route of the portal, in the order the worker mounts them: SPEC §2's pages with our additions, then the JSON
 * API. Each file declares its pages (path, layout, access, parameter checks, navigation) beside its handlers; the
 * route table, the navigation and the pages kept offline are read from this list (src/domain/site-map.ts). To add a
 * page: its route file, its view, its tests, and one line here.
 */
import type { RouteModule } from './route-module.ts'
import { rootRoute } from './root.ts'
import { homeRoute } from './account/home.tsx'
import { loginRoute } from './account/login.tsx'
import { loginCodeRoute } from './account/login-code.tsx'
import { forgotPasswordRoute } from './account/forgot-password.tsx'
import { confirmRoute } from './account/confirm.tsx'
import { resetPasswordRoute } from './account/reset-password.tsx'
import { updatePasswordRoute } from './account/update-password.tsx'
import { verifyEmailRoute } from './account/verify-email.tsx'
import { goodbyeRoute } from './account/goodbye.tsx'
import { accountSettingsRoute } from './account/account-settings.tsx'
import { selectBookingRoute } from './account/select-booking.tsx'
import { myBookingsRoute } from './account/my-bookings.tsx'
import { guestsRoute } from './account/guests.tsx'
import { wellnessRoute } from './account/wellness.tsx'
import { calendarRoute } from './account/calendar.ts'
import { faqRoute } from './account/faq.tsx'
import { contactUsRoute } from './account/contact-us.tsx'
import { accessibilityRoute } from './accessibility.tsx'
import { offlineRoute } from './offline.tsx'
import { tailorYourHolidayRoute } from './account/tailor-your-holiday.tsx'
import { whatsOnRoute } from './account/whats-on.tsx'
import { whatToArrangeWhenRoute } from './account/what-to-arrange-when.tsx'
import { advanceInformationRoute } from './account/advance-information/index.ts'
import { upgradesRoute } from './account/upgrades.tsx'
import { itineraryRoute } from './account/itinerary.tsx'
import { bookOptionsRoute } from './account/book-options.tsx'
import { buyExtraRoute } from './account/buy-extra.tsx'
import { extraOrdersRoute } from './account/extra-orders.tsx'
import { companionsRoute } from './account/companions.tsx'
import { messagesRoute } from './account/messages.tsx'
import { acceptInvitationRoute } from './account/accept-invitation.tsx'
import { previewRoute } from './preview.tsx'
import { sliceSimulatorRoute } from './slice-simulator.tsx'
import { userProfileApiRoute } from './api/user-profile.ts'
import { msdApiRoute } from './api/msd.ts'
import { invitationsApiRoute } from './api/invitations.ts'
import { wellnessApiRoute } from './api/wellness.ts'
import { monitoringApiRoute } from './api/monitoring.ts'
import { contentApiRoute } from './api/content.ts'
import { stripeApiRoute } from './api/stripe.ts'
import { dynamicsMessagesRoute } from './api/dynamics-messages.ts'
import { contentPageRoute } from './content-page.tsx'
import { languageRoute } from './language.ts'
import { unsubscribeRoute } from './reminders-unsubscribe.tsx'
import { reminderSettingsRoute } from './reminder-settings.ts'
import { pushDeviceRoute } from './push-device.ts'

export const routeModules: readonly RouteModule[] = [
  rootRoute,
  homeRoute,
  loginRoute,
  loginCodeRoute,
  forgotPasswordRoute,
  confirmRoute,
  resetPasswordRoute,
  updatePasswordRoute,
  verifyEmailRoute,
  goodbyeRoute,
  accountSettingsRoute,
  selectBookingRoute,
  myBookingsRoute,
  guestsRoute,
  wellnessRoute,
  calendarRoute,
  faqRoute,
  contactUsRoute,
  accessibilityRoute,
  offlineRoute,
  tailorYourHolidayRoute,
  whatsOnRoute,
  whatToArrangeWhenRoute,
  advanceInformationRoute,
  upgradesRoute,
  itineraryRoute,
  bookOptionsRoute,
  buyExtraRoute,
  extraOrdersRoute,
  companionsRoute,
  messagesRoute,
  acceptInvitationRoute,
  previewRoute,
  sliceSimulatorRoute,
  userProfileApiRoute,
  msdApiRoute,
  invitationsApiRoute,
  wellnessApiRoute,
  monitoringApiRoute,
  contentApiRoute,
  stripeApiRoute,
  dynamicsMessagesRoute,
  languageRoute,
  unsubscribeRoute,
  reminderSettingsRoute,
  pushDeviceRoute,
  // The catch-all content page comes last, after every literal route.
  contentPageRoute,
]
