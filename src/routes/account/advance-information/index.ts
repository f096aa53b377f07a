import { Hono } from 'hono'
import type { AppEnv } from '../../../http/middleware/app-env.ts'
import { overview } from './overview.tsx'
import { address } from './address.tsx'
import { villa } from './villa.tsx'
import { flight } from './flight.tsx'
import { registration } from './registration.tsx'
import { routeModule } from '../../route-module.ts'
import { oneOf } from '../../../domain/routes.ts'

/**
 * /account/advance-information (SPEC §4, §5): the parts the content service asks for, their
 * state and progress, and one form page per part. Every save is checked with valibot, written
 * with If-Match, and on failure the form comes back with what was typed (decision 026).
 */
const handlers = new Hono<AppEnv>()
  .get('/', overview)
  .on(['GET', 'POST'], '/address', address)
  .on(['GET', 'POST'], '/villa', villa)
  .on(['GET', 'POST'], '/flight', flight)
  .on(['GET', 'POST'], '/registration', registration)

export const advanceInformationRoute = routeModule(
  '/account/advance-information',
  [
    {
      name: 'account-advance-information',
      overlayHeader: false,
      auth: true,
      kept: true,
      nav: { label: 'nav_advance_information', order: 3, under: '/account/my-bookings' },
    },
    // Our addition: one form page per advance-information part (docs/advance-information.md).
    {
      name: 'account-advance-information-part',
      path: '/:part',
      overlayHeader: false,
      auth: true,
      validate: oneOf(['address', 'villa', 'flight', 'registration'], 'part'),
    },
  ],
  handlers,
)
