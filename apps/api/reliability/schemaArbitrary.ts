import fc from 'fast-check'
import { anyString } from './hostileValues'
import { type JsonSchema, resolveSchema } from './openApiOperations'

/** Values a field of a given name plausibly takes, so generated input gets past the first check. */
export type PlausibleValues = Record<string, readonly unknown[]>

export interface SchemaArbitraryContext {
  schemas: Record<string, JsonSchema>
  plausible: PlausibleValues
}

const MAX_DEPTH = 4

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern))
    return schema.maxLength === undefined
      ? matching
      : matching.filter((value) => value.length <= (schema.maxLength ?? 0))
  }
  const maxLength = schema.maxLength ?? 64
  return fc.oneof(
    fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength, 40) }),
    // The boundary: exactly the longest value allowed.
    fc.constant('a'.repeat(maxLength)),
  )
}

/**
 * An arbitrary of values that mostly satisfy a JSON schema from the OpenAPI document (its enums,
 * patterns, bounds, required keys), mixed with the field's plausible values and, now and then, values
 * of the wrong type: the valid-looking half of the fuzzer's input, which reaches the handlers.
 *
 * @example
 * const bodies = schemaArbitrary(operation.body, { schemas: operation.schemas, plausible: {} })
 */
export function schemaArbitrary(
  schema: JsonSchema,
  context: SchemaArbitraryContext,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(schema, context.schemas)
  const plausible = name ? context.plausible[name] : undefined
  const typed = typedArbitrary(resolved, context, depth)
  const options: fc.WeightedArbitrary<unknown>[] = [{ arbitrary: typed, weight: 6 }]
  // Known-good values weigh most, so that most requests get past validation into the handlers.
  if (plausible?.length) options.push({ arbitrary: fc.constantFrom(...plausible), weight: 18 })
  if (resolved.example !== undefined) options.push({ arbitrary: fc.constant(resolved.example), weight: 4 })
  if (depth < MAX_DEPTH) options.push({ arbitrary: wrongType, weight: 1 })
  return fc.oneof(...options)
}

/** A JSON value of any type, including the ones JSON.parse turns into odd JavaScript (−0, 1e308). */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, 2 ** 53 + 2, 4_294_967_296, [], {}),
  anyString,
  fc.jsonValue({ maxDepth: 3 }),
)

function typedArbitrary(
  schema: JsonSchema,
  context: SchemaArbitraryContext,
  depth: number,
): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) {
    return fc.oneof(...variants.map((variant) => schemaArbitrary(variant, context, undefined, depth + 1)))
  }
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type
  switch (type) {
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1_000, max: Math.min(schema.maximum ?? 2 ** 31, 2 ** 31) }),
        fc.constantFrom(0, 60, 2 ** 31, 2 ** 31 + 31_337, Number.MAX_SAFE_INTEGER, Date.now()),
      )
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true })
    case 'boolean':
      return fc.boolean()
    case 'array': {
      const items = schema.items ?? {}
      return fc.array(schemaArbitrary(items, context, undefined, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min((schema.maxItems ?? 5) + 1, 8),
      })
    }
    case 'object':
      return objectArbitrary(schema, context, depth)
    default:
      return wrongType
  }
}

function objectArbitrary(
  schema: JsonSchema,
  context: SchemaArbitraryContext,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth >= MAX_DEPTH) return fc.constant({})
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const fields = Object.entries(properties).map(([key, property]) =>
    fc.tuple(
      fc.constant(key),
      // Required keys are mostly present; optional ones half the time.
      fc.option(schemaArbitrary(property, context, key, depth + 1), {
        freq: required.has(key) ? 12 : 2,
        nil: undefined,
      }),
    ),
  )
  const extra = fc.dictionary(fc.constantFrom('extra', '__proto__', 'constructor', ''), wrongType, {
    maxKeys: 1,
  })
  const record = schema.properties
    ? fc.tuple(fc.tuple(...fields), fc.option(extra, { freq: 8, nil: undefined })).map(([entries, more]) => {
        const value: Record<string, unknown> = {}
        for (const [key, entry] of entries) if (entry !== undefined) value[key] = entry
        return more ? { ...value, ...more } : value
      })
    : fc.dictionary(fc.string({ maxLength: 20 }), wrongType, { maxKeys: 4 })
  return record
}
