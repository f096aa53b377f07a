// Checking a request's parameters the way Stripe words its refusals: an unknown key is `parameter_unknown`
// ("Received unknown parameter: …"), a missing one `parameter_missing` ("Missing required param: …."), a bad number
// `parameter_invalid_integer` ("Invalid integer: …"), a string where a hash belongs "Invalid hash". The parameter is
// named as Stripe names it, `line_items[0][quantity]`. Only what the sandbox models is known: any other key is refused
// as unknown, so the portal cannot lean on a parameter the sandbox would silently ignore.
import * as v from 'valibot'
import { invalidParam } from './errors.ts'
import { type Form, paramName } from './form.ts'

const integerPattern = /^-?\d+$/

/** A whole number sent as text. */
export const IntegerParam = v.pipe(
  v.string(),
  v.regex(integerPattern, (issue) => `Invalid integer: ${issue.input}`),
  v.transform(Number),
)

export const NonNegativeInteger = v.pipe(
  IntegerParam,
  v.minValue(0, (issue) => `Invalid non-negative integer: ${issue.input}`),
)

export const PositiveInteger = v.pipe(
  IntegerParam,
  v.minValue(1, (issue) => `Invalid positive integer: ${issue.input}`),
)

/** `metadata[key]=value`: at most 50 keys of up to 40 characters, values up to 500 (Stripe's limits). */
export const Metadata = v.pipe(
  v.record(v.string(), v.string()),
  v.check((m) => Object.keys(m).length <= 50, 'Metadata can have up to 50 keys.'),
  v.check((m) => Object.keys(m).every((k) => k.length <= 40), 'Metadata keys can have up to 40 characters.'),
  v.check(
    (m) => Object.values(m).every((value) => value.length <= 500),
    'Metadata values can have up to 500 characters.',
  ),
  // An empty value unsets a key (the `stripe` package sends `null` as an empty value).
  v.transform((m) => Object.fromEntries(Object.entries(m).filter(([, value]) => value !== ''))),
)

/** `expand[]=payment_intent` or `expand[0]=…`. */
export const Expand = v.optional(v.array(v.string()), [])

/** A URL Stripe would accept for a redirect (absolute http or https). */
export const RedirectUrl = v.pipe(
  v.string(),
  v.maxLength(5000, 'Invalid URL: must be at most 5000 characters'),
  v.check((url) => {
    try {
      return ['http:', 'https:'].includes(new URL(url).protocol)
    } catch {
      return false
    }
  }, 'Not a valid URL'),
)

function stripeIssue(issue: v.BaseIssue<unknown>): Error {
  const path = (issue.path ?? []).map((item) => String((item as { key: unknown }).key))
  const param = paramName(path)
  if (issue.expected === 'never')
    return invalidParam(param, `Received unknown parameter: ${param}`, 'parameter_unknown')
  if (issue.input === undefined) return invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing')
  if (issue.kind === 'schema' && ['object', 'strict_object', 'record'].includes(issue.type))
    return invalidParam(param, 'Invalid hash')
  if (issue.kind === 'schema' && issue.type === 'array') return invalidParam(param, 'Invalid array')
  if (issue.message.startsWith('Invalid integer'))
    return invalidParam(param, issue.message, 'parameter_invalid_integer')
  return invalidParam(param, issue.message)
}

/** The parameters read by a schema, or Stripe's 400 for the first thing wrong with them. */
export function readParams<S extends v.GenericSchema>(schema: S, form: Form): v.InferOutput<S> {
  const parsed = v.safeParse(schema, form)
  if (!parsed.success) throw stripeIssue(parsed.issues[0])
  return parsed.output
}

/** The `limit`, `starting_after` and `ending_before` every list takes. */
export const Paging = {
  limit: v.optional(
    v.pipe(
      IntegerParam,
      v.minValue(1, 'This value must be greater than or equal to 1.'),
      v.maxValue(100, 'This value must be less than or equal to 100.'),
    ),
    '10',
  ),
  starting_after: v.optional(v.string()),
  ending_before: v.optional(v.string()),
  expand: Expand,
}

/** `created=…` or `created[gte]=…` (also gt, lt, lte). */
export const CreatedRange = v.optional(
  v.union([
    v.pipe(
      IntegerParam,
      v.transform((n) => ({ eq: n })),
    ),
    v.strictObject({
      gt: v.optional(IntegerParam),
      gte: v.optional(IntegerParam),
      lt: v.optional(IntegerParam),
      lte: v.optional(IntegerParam),
    }),
  ]),
)
export type CreatedRange = v.InferOutput<typeof CreatedRange>
