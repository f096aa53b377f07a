// The control API's request bodies: JSON checked by a schema (an empty body is `{}`), or a 400 `{message}` saying
// what is wrong with it. No real service has these endpoints, so their errors are plain.
import type { Context } from 'hono'
import * as v from 'valibot'

/** A JSON body checked by a schema, or a 400 saying what is wrong with it. */
export async function parse<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S> | Response> {
  let json: unknown
  try {
    const text = await c.req.text()
    json = text.trim() ? JSON.parse(text) : {}
  } catch (error) {
    return c.json({ message: `Could not parse request body as JSON: ${(error as Error).message}` }, 400)
  }
  const parsed = v.safeParse(schema, json)
  if (parsed.success) return parsed.output
  const field = v.getDotPath(parsed.issues[0])
  return c.json({ message: field ? `${field}: ${parsed.issues[0].message}` : parsed.issues[0].message }, 400)
}
