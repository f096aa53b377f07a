// Wires the portal: middleware in order, then one mount per route of the route table.
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { csrf } from 'hono/csrf'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './http/app-env.ts'
import { readConfig } from './integrations/config.ts'
import { session } from './http/session.ts'
import { routeGuard } from './http/guard.ts'
import { renderNotFound } from './http/not-found.tsx'
import { handleError } from './http/errors.tsx'
import { loginRoutes } from './routes/account/login.tsx'
import { loginCodeRoutes } from './routes/account/login-code.tsx'
import { forgotPasswordRoutes } from './routes/account/forgot-password.tsx'
import { confirmRoutes } from './routes/account/confirm.tsx'
import { resetPasswordRoutes } from './routes/account/reset-password.tsx'
import { updatePasswordRoutes } from './routes/account/update-password.tsx'
import { verifyEmailRoutes } from './routes/account/verify-email.tsx'
import { goodbyeRoutes } from './routes/account/goodbye.tsx'
import { accountSettingsRoutes } from './routes/account/account-settings.tsx'
import { homeRoutes } from './routes/account/home.tsx'
import { selectBookingRoutes } from './routes/account/select-booking.tsx'
import { myBookingsRoutes } from './routes/account/my-bookings.tsx'
import { guestsRoutes } from './routes/account/guests.tsx'
import { wellnessRoutes } from './routes/account/wellness.tsx'
import { calendarRoutes } from './routes/account/calendar.ts'
import { faqRoutes } from './routes/account/faq.tsx'
import { contactUsRoutes } from './routes/account/contact-us.tsx'
import { accessibilityRoutes } from './routes/accessibility.tsx'
import { contentPageRoutes } from './routes/content-page.tsx'
import { previewRoutes } from './routes/preview.tsx'
import { sliceSimulatorRoutes } from './routes/slice-simulator.tsx'
import { tailorYourHolidayRoutes } from './routes/account/tailor-your-holiday.tsx'
import { whatsOnRoutes } from './routes/account/whats-on.tsx'
import { whatToArrangeWhenRoutes } from './routes/account/what-to-arrange-when.tsx'
import { advanceInformationRoutes } from './routes/account/advance-information/index.ts'
import { upgradesRoutes } from './routes/account/upgrades.tsx'
import { bookOptionsRoutes } from './routes/account/book-options.tsx'
import { companionsRoutes } from './routes/account/companions.tsx'
import { acceptInvitationRoutes } from './routes/account/accept-invitation.tsx'
import { previewSession } from './http/preview.ts'
import { securityHeaders } from './http/security-headers.ts'
import { userProfileApiRoutes } from './routes/api/user-profile.ts'
import { msdApiRoutes } from './routes/api/msd.ts'
import { wellnessApiRoutes } from './routes/api/wellness.ts'
import { monitoringApiRoutes } from './routes/api/monitoring.ts'
import { contentApiRoutes } from './routes/api/content.ts'
import { invitationsApiRoutes } from './routes/api/invitations.ts'
import { bookingStore } from './http/bookings.ts'
import { bookingSelection } from './http/booking-selection.ts'
import { offlineUser } from './http/offline-copies.ts'
import { offlineRoutes } from './routes/offline.tsx'

export const app = new Hono<AppEnv>({ strict: false })

app.use(requestId())
// Runs after securityHeaders has set its headers: the simulator's frame is ruled by CSP
// frame-ancestors alone (X-Frame-Options cannot name the content service).
app.use('/slice-simulator', async (c, next) => {
  await next()
  c.res.headers.delete('X-Frame-Options')
})
app.use(securityHeaders)
app.use(csrf())
app.use(
  bodyLimit({
    maxSize: 64 * 1024,
    onError: () => {
      throw new HTTPException(413)
    },
  }),
)
app.use(async (c, next) => {
  c.set('config', readConfig(c.env))
  await next()
})
app.use(previewSession)
app.use(session)
app.use(offlineUser)
app.use(bookingStore)
app.use(routeGuard)
app.use(bookingSelection)

app.get('/', (c) => c.redirect('/account', 302))
app.route('/account', homeRoutes)
app.route('/account/login', loginRoutes)
app.route('/account/login', loginCodeRoutes)
app.route('/account/forgot-password', forgotPasswordRoutes)
app.route('/account/confirm', confirmRoutes)
app.route('/account/reset-password', resetPasswordRoutes)
app.route('/account/update-password', updatePasswordRoutes)
app.route('/account/verify-email', verifyEmailRoutes)
app.route('/account/goodbye', goodbyeRoutes)
app.route('/account/account-settings', accountSettingsRoutes)
app.route('/account/select-booking', selectBookingRoutes)
app.route('/account/my-bookings', myBookingsRoutes)
app.route('/account/guests', guestsRoutes)
app.route('/account/wellness', wellnessRoutes)
app.route('/account/calendar', calendarRoutes)
app.route('/account/faq', faqRoutes)
app.route('/account/contact-us', contactUsRoutes)
app.route('/accessibility', accessibilityRoutes)
app.route('/offline', offlineRoutes)
app.route('/account/tailor-your-holiday', tailorYourHolidayRoutes)
app.route('/account/whats-on', whatsOnRoutes)
app.route('/account/what-to-arrange-when', whatToArrangeWhenRoutes)
app.route('/account/advance-information', advanceInformationRoutes)
app.route('/account/upgrades', upgradesRoutes)
app.route('/account/book-options', bookOptionsRoutes)
app.route('/account/companions', companionsRoutes)
app.route('/account/accept-invitation', acceptInvitationRoutes)
app.route('/preview', previewRoutes)
app.route('/slice-simulator', sliceSimulatorRoutes)
app.route('/api/user/getUserProfile', userProfileApiRoutes)
app.route('/api/user/msd', msdApiRoutes)
app.route('/api/user/invitations', invitationsApiRoutes)
app.route('/api/user/mindbody', wellnessApiRoutes)
app.route('/api/monitoring', monitoringApiRoutes)
app.route('/api/content', contentApiRoutes)
// The catch-all content page comes last, after every literal route.
app.route('/', contentPageRoutes)

app.notFound((c) => renderNotFound(c))
app.onError(handleError)

export default app
