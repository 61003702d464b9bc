import { z } from '@hono/zod-openapi'
import { API_ERROR_STATUS, type ApiErrorCode } from './errors'

/** A project id: what `project create` issues or accepts. */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** The `{ code, message }` body of every error. */
export const ErrorSchema = z
  .object({
    code: z.enum(Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]]),
    message: z.string(),
  })
  .openapi('Error')

/** The query parameters every call carries: the project id, the SDK type (`st`) and version (`sv`). */
export const ProjectQuerySchema = z.object({
  projectId: z
    .string()
    .regex(PROJECT_ID_PATTERN)
    .openapi({ param: { name: 'projectId', in: 'query' }, example: 'latch-demo' }),
  st: z
    .string()
    .max(64)
    .optional()
    .openapi({ param: { name: 'st', in: 'query' }, description: 'SDK type', example: 'latch' }),
  sv: z
    .string()
    .max(64)
    .optional()
    .openapi({ param: { name: 'sv', in: 'query' }, description: 'SDK version', example: 'react-0.1.0' }),
})

const errorContent = { 'application/json': { schema: ErrorSchema } }

/**
 * The error answers a route documents: the shared ones (bad query, unknown project, rate limited) plus
 * the route's own statuses.
 *
 * @example
 * responses: { 200: { … }, ...errorResponses(404) }
 */
export function errorResponses(...extra: (400 | 401 | 404 | 409 | 413 | 415 | 503)[]) {
  const statuses: Record<number, string> = {
    400: 'Invalid input (codes PROJECT_ID_MISSING, PROJECT_ID_INVALID, INVALID_QUERY, INVALID_PARAMS, INVALID_BODY, INVALID_JSON; a sign-in also INVALID_SIWX_MESSAGE, SIWX_DOMAIN_MISMATCH, SIWX_URI_MISMATCH, SIWX_CHAIN_MISMATCH, SIWX_EXPIRED, SIWX_NOT_YET_VALID; a name write also INVALID_COIN_TYPE, INVALID_NAME, MESSAGE_EXPIRED, NAME_MESSAGE_MISMATCH)',
    403: 'Unknown project (PROJECT_NOT_FOUND), origin not allowed (ORIGIN_NOT_ALLOWED), or a name write by an address the name does not point at (NOT_NAME_OWNER)',
    429: 'Too many requests for this project and client (RATE_LIMITED); see Retry-After',
    500: 'Unexpected failure (INTERNAL_ERROR)',
  }
  if (extra.includes(401))
    statuses[401] =
      'The signature does not verify (INVALID_SIGNATURE), or a sign-in nonce is unknown or used (SIWX_INVALID_NONCE)'
  if (extra.includes(404)) statuses[404] = 'Not found (NOT_FOUND)'
  if (extra.includes(409)) statuses[409] = 'Already taken (NAME_TAKEN)'
  if (extra.includes(413)) statuses[413] = 'Body over the size limit (PAYLOAD_TOO_LARGE)'
  if (extra.includes(415)) statuses[415] = 'Body is not application/json (UNSUPPORTED_MEDIA_TYPE)'
  if (extra.includes(503)) statuses[503] = 'A chain the answer needs is unreachable (SERVICE_UNAVAILABLE)'
  return Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [status, { description, content: errorContent }]),
  )
}

/**
 * Error answers with descriptions of a route's own, for statuses whose shared wording (`errorResponses`)
 * would mislead: spread after it to replace them.
 *
 * @example
 * responses: { 200: { … }, ...errorResponses(), ...describedErrors({ 401: 'No live session (AUTH_REQUIRED)' }) }
 */
export function describedErrors(
  descriptions: Partial<Record<400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503, string>>,
) {
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [
      status,
      { description, content: errorContent },
    ]),
  )
}
