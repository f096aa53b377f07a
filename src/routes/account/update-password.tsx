import { render } from '../../http/rendering/render.tsx'
import { ThingsToKnow } from '../../features/sign-in/ThingsToKnow.tsx'
import { passwordScreen } from './reset-password.tsx'
import { routeModule } from '../route-module.ts'
import { oneOf, setupSteps } from '../../domain/routes.ts'

/**
 * First-time set-up (docs/decisions/002-login-steps.md): step 'password' at
 * /account/update-password, then step 'things to know' at /account/update-password/things-to-know.
 */
export const updatePasswordRoutes = passwordScreen({
  title: 'auth_set_up_your_password',
  heading: 'auth_choose_your_password',
  intro: 'auth_setup_password_intro',
  submitLabel: 'auth_save_and_continue',
  afterSaving: '/account/update-password/things-to-know',
  retryHref: '/account/forgot-password?purpose=setup',
}).get('/things-to-know', async (c) =>
  c.get('user')
    ? render(c, <ThingsToKnow />, { title: c.get('texts').auth_things_to_know() })
    : c.redirect('/account/login', 302),
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
