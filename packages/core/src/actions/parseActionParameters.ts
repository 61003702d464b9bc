import type * as z from 'zod/mini'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { reportActionError } from './reportActionError'

/**
 * An action's parameters checked against its schema: the parsed value, or a reported
 * InvalidInputError naming the first bad field.
 *
 * @example const { connectorId } = parseActionParameters(latch, parametersSchema, parameters)
 */
export function parseActionParameters<Schema extends z.ZodMiniType>(
  latch: Latch,
  schema: Schema,
  parameters: unknown,
): z.infer<Schema> {
  const parsed = schema.safeParse(parameters)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw reportActionError(
    latch,
    new InvalidInputError(issue?.path.map(String).join('.') || 'parameters', issue?.message ?? 'invalid'),
  )
}
