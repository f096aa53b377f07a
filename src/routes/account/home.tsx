import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { fillName } from '../../domain/greeting.ts'
import { HomePage } from '../../views/pages/HomePage.tsx'

/** /account: the guest's home (overlay header, auth required). */
export const home = new Hono<AppEnv>().get('/', async (c) => {
  const firstName = (await c.var.profile())?.first_name
  return render(c, <HomePage firstName={firstName} />, { title: 'Home', heading: fillName('Hello [name]', firstName) })
})
