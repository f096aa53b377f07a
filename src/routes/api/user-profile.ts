import { Hono } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { report } from '../../http/middleware/report.ts'
import { routeModule } from '../route-module.ts'

/** GET /api/user/getUserProfile (SPEC §7, §8): the signed-in user's profile as JSON. */
const handlers = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'private, no-store')
  if (!c.get('user')) return c.json({ message: 'Supabase user not found' }, 401)
  try {
    const profile = await c.get('profile')()
    if (!profile) return c.json({ message: 'User profile not found' }, 404)
    return c.json(profile)
  } catch (error) {
    report(c, 'api.getUserProfile', error)
    return c.json({ message: 'Error fetching user profile' }, 500)
  }
})

export const userProfileApiRoute = routeModule('/api/user/getUserProfile', [], handlers)
