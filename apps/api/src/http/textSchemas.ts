import { z } from '@hono/zod-openapi'

/** Control characters (NUL included) that Postgres text or jsonb refuses or that no input needs. */
const CONTROL = /\p{Cc}/u

/** A UTF-16 surrogate without its partner (what `String.prototype.toWellFormed` replaces; ES2024). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * A string free of control characters, with lone UTF-16 surrogates replaced, so it is safe to store.
 *
 * @example
 * const Name = safeText(100) // rejects 'a\u0000b'
 */
export function safeText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), 'must not contain control characters')
    .transform((value) => value.replace(LONE_SURROGATE, '\uFFFD'))
}

/**
 * A JSON value with lone UTF-16 surrogates replaced in every string and key: JSON.stringify writes them
 * as `\ud800` escapes, which Postgres jsonb refuses.
 *
 * @example wellFormedJson({ k: '\ud800' }) // { k: '\ufffd' }
 */
export function wellFormedJson(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD')
  if (Array.isArray(value)) return value.map(wellFormedJson)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key.replace(LONE_SURROGATE, '\uFFFD'), wellFormedJson(item)]),
  )
}

/**
 * A comma-separated list in a query parameter, each item matching `pattern`, at most `max` items;
 * empty items are dropped.
 *
 * @example
 * const Ids = csvList(/^[a-z0-9-]{1,64}$/, 100, 'wallet ids')
 */
export function csvList(pattern: RegExp, max: number, what: string) {
  return z
    .string()
    .max(max * 130)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .refine((items) => items.length <= max, `at most ${max} ${what}`)
    .refine((items) => items.every((item) => pattern.test(item)), `must be comma-separated ${what}`)
}

/**
 * A positive integer in a query parameter, written with digits only (no signs, exponents or spaces).
 *
 * @example
 * const Page = positiveInt(10_000).default(1)
 */
export function positiveInt(max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number written with digits')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
}
