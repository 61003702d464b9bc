import type { Context } from 'hono'
import type { ZodError } from 'zod'
import { type ApiErrorCode, errorResponse } from './errors'

const CODE_BY_TARGET: Record<string, ApiErrorCode> = {
  query: 'INVALID_QUERY',
  param: 'INVALID_PARAMS',
  json: 'INVALID_BODY',
  form: 'INVALID_BODY',
  header: 'INVALID_HEADERS',
  cookie: 'INVALID_HEADERS',
}

/**
 * Describes a zod failure in one line: `entries: Too big: expected number to be <=100`.
 *
 * @example
 * formatZodError(error) // 'page: Invalid input: expected number, received NaN'
 */
export function formatZodError(error: ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}

/**
 * The `defaultHook` of every route: a failed validation answers 400 with a code naming the part of the
 * request that was wrong (query, params, body, headers).
 *
 * @example
 * new OpenAPIHono({ defaultHook: validationHook })
 */
export function validationHook(
  result: { target: string } & ({ success: true } | { success: false; error: ZodError }),
  c: Context,
): Response | undefined {
  if (result.success) return undefined
  return errorResponse(c, CODE_BY_TARGET[result.target] ?? 'INVALID_QUERY', formatZodError(result.error))
}
