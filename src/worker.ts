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
import { login } from './routes/account/login.tsx'
import { forgotPassword } from './routes/account/forgot-password.tsx'
import { confirm } from './routes/account/confirm.tsx'
import { resetPassword } from './routes/account/reset-password.tsx'
import { updatePassword } from './routes/account/update-password.tsx'
import { verifyEmail } from './routes/account/verify-email.tsx'
import { goodbye } from './routes/account/goodbye.tsx'
import { accountSettings } from './routes/account/account-settings.tsx'
import { home } from './routes/account/home.tsx'
import { selectBooking } from './routes/account/select-booking.tsx'
import { myBookings } from './routes/account/my-bookings.tsx'
import { guests } from './routes/account/guests.tsx'
import { wellness } from './routes/account/wellness.tsx'
import { calendar } from './routes/account/calendar.ts'
import { faq } from './routes/account/faq.tsx'
import { contactUs } from './routes/account/contact-us.tsx'
import { accessibility } from './routes/accessibility.tsx'
import { contentPage } from './routes/content-page.tsx'
import { preview } from './routes/preview.tsx'
import { sliceSimulator } from './routes/slice-simulator.tsx'
import { tailorYourHoliday } from './routes/account/tailor-your-holiday.tsx'
import { whatsOnPage } from './routes/account/whats-on.tsx'
import { whatToArrangeWhen } from './routes/account/what-to-arrange-when.tsx'
import { advanceInformationRoutes } from './routes/account/advance-information.tsx'
import { upgrades } from './routes/account/upgrades.tsx'
import { bookOptionsPage } from './routes/account/book-options.tsx'
import { previewSession } from './http/preview.ts'
import { securityHeaders } from './http/security-headers.ts'
import { userProfile } from './routes/api/user-profile.ts'
import { msd } from './routes/api/msd.ts'
import { wellnessApi } from './routes/api/wellness.ts'
import { monitoringApi } from './routes/api/monitoring.ts'
import { bookingStore } from './http/bookings.ts'
import { bookingSelection } from './http/booking-selection.ts'

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
app.use(bookingStore)
app.use(routeGuard)
app.use(bookingSelection)

app.get('/', (c) => c.redirect('/account', 302))
app.route('/account', home)
app.route('/account/login', login)
app.route('/account/forgot-password', forgotPassword)
app.route('/account/confirm', confirm)
app.route('/account/reset-password', resetPassword)
app.route('/account/update-password', updatePassword)
app.route('/account/verify-email', verifyEmail)
app.route('/account/goodbye', goodbye)
app.route('/account/account-settings', accountSettings)
app.route('/account/select-booking', selectBooking)
app.route('/account/my-bookings', myBookings)
app.route('/account/guests', guests)
app.route('/account/wellness', wellness)
app.route('/account/calendar', calendar)
app.route('/account/faq', faq)
app.route('/account/contact-us', contactUs)
app.route('/account/tailor-your-holiday', tailorYourHoliday)
app.route('/account/whats-on', whatsOnPage)
app.route('/account/what-to-arrange-when', whatToArrangeWhen)
app.route('/account/advance-information', advanceInformationRoutes)
app.route('/account/upgrades', upgrades)
app.route('/account/book-options', bookOptionsPage)
app.route('/accessibility', accessibility)
app.route('/preview', preview)
app.route('/slice-simulator', sliceSimulator)
app.route('/api/user/getUserProfile', userProfile)
app.route('/api/user/msd', msd)
app.route('/api/user/mindbody', wellnessApi)
app.route('/api/monitoring', monitoringApi)
// The catch-all content page comes last, after every literal route.
app.route('/', contentPage)

app.notFound((c) => renderNotFound(c))
app.onError(handleError)

export default app
