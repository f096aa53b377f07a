import { render } from '../../http/render.tsx'
import { ThingsToKnow } from '../../views/pages/auth/ThingsToKnow.tsx'
import { passwordScreen } from './reset-password.tsx'
import { routeModule } from '../route-module.ts'
import { oneOf, setupSteps } from '../../domain/routes.ts'

/**
 * First-time set-up (docs/decisions/002-login-steps.md): step 'password' at
 * /account/update-password, then step 'things to know' at /account/update-password/things-to-know.
 */
export const updatePasswordRoutes = passwordScreen({
  title: 'Set up your password',
  heading: 'Choose your password',
  intro: "Welcome! Choose a password for your Guest Hub; you'll use it with your email address to sign in.",
  submitLabel: 'Save and continue',
  afterSaving: '/account/update-password/things-to-know',
  retryHref: '/account/forgot-password?purpose=setup',
}).get('/things-to-know', async (c) =>
  c.get('user') ? render(c, <ThingsToKnow />, { title: 'Things to know' }) : c.redirect('/account/login', 302),
)

export const updatePasswordRoute = routeModule(
  '/account/update-password',
  [
    {
      name: 'account-update-password',
      path: '/:step?',
      overlayHeader: false,
      auth: false,
      layout: 'guest-hub-login',
      validate: oneOf(setupSteps, 'step'),
    },
  ],
  updatePasswordRoutes,
)
