import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { redactUrls } from '../chain/redactUrls'
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable'

/** Every error code the service answers with, and its HTTP status. Codes are stable: clients switch on them. */
export const API_ERROR_STATUS = {
  PROJECT_ID_MISSING: 400,
  PROJECT_ID_INVALID: 400,
  INVALID_QUERY: 400,
  INVALID_PARAMS: 400,
  INVALID_BODY: 400,
  INVALID_JSON: 400,
  INVALID_HEADERS: 400,
  CHAIN_NOT_SUPPORTED: 400,
  SWAP_NETWORK_NOT_SUPPORTED: 400,
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 400,
  ONRAMP_PROVIDER_UNKNOWN: 400,
  ONRAMP_NETWORK_UNSUPPORTED: 400,
  ONRAMP_CURRENCY_UNSUPPORTED: 400,
  ONRAMP_AMOUNT_OUT_OF_RANGE: 400,
  INVALID_NAME: 400,
  INVALID_COIN_TYPE: 400,
  MESSAGE_EXPIRED: 400,
  NAME_MESSAGE_MISMATCH: 400,
  INVALID_SIWX_MESSAGE: 400,
  SIWX_DOMAIN_MISMATCH: 400,
  SIWX_URI_MISMATCH: 400,
  SIWX_CHAIN_MISMATCH: 400,
  SIWX_EXPIRED: 400,
  SIWX_NOT_YET_VALID: 400,
  OTP_EXPIRED: 400,
  RETURN_URI_NOT_ALLOWED: 400,
  INVALID_SIGNATURE: 401,
  ONRAMP_WEBHOOK_SIGNATURE_INVALID: 401,
  ONRAMP_WEBHOOK_EXPIRED: 401,
  SIWX_INVALID_NONCE: 401,
  AUTH_REQUIRED: 401,
  INVALID_OTP: 401,
  SOCIAL_LOGIN_UNKNOWN: 401,
  FARCASTER_LOGIN_UNKNOWN: 401,
  FARCASTER_VERIFICATION_FAILED: 401,
  SOCIAL_COMPLETION_INVALID: 401,
  FARCASTER_CODE_INVALID: 401,
  FARCASTER_CODE_REQUEST_INVALID: 401,
  PROJECT_NOT_FOUND: 403,
  ORIGIN_NOT_ALLOWED: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_NAME_OWNER: 403,
  FRAME_ORIGIN_REQUIRED: 403,
  SOCIAL_LOGIN_REJECTED: 403,
  RECOVERY_CODE_REQUIRED: 403,
  NOT_FOUND: 404,
  SOCIAL_PROVIDER_NOT_CONFIGURED: 404,
  FARCASTER_NOT_CONFIGURED: 404,
  ONRAMP_WEBHOOK_NOT_CONFIGURED: 404,
  NAME_TAKEN: 409,
  NAME_MESSAGE_USED: 409,
  EMAIL_TAKEN: 409,
  WALLET_EXISTS: 409,
  ALREADY_RECOVERED: 409,
  NO_CURRENT_EMAIL: 409,
  SOCIAL_LOGIN_PENDING: 409,
  FARCASTER_LOGIN_PENDING: 409,
  FARCASTER_CODE_REQUIRED: 409,
  FARCASTER_CODE_ISSUED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SWAP_NO_ROUTE: 422,
  SWAP_ESTIMATE_FAILED: 422,
  BITCOIN_TRANSACTION_REJECTED: 422,
  RATE_LIMITED: 429,
  EMAIL_COOLDOWN: 429,
  OTP_ATTEMPTS_EXCEEDED: 429,
  LOGIN_LOCKED: 429,
  INTERNAL_ERROR: 500,
  SOCIAL_LOGIN_FAILED: 502,
  FARCASTER_RELAY_FAILED: 502,
  SWAP_SOURCE_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  MAIL_NOT_CONFIGURED: 503,
  MAIL_NOT_SENT: 503,
  RECOVERY_NOT_CONFIGURED: 503,
  SWAP_SOURCE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>

export type ApiErrorCode = keyof typeof API_ERROR_STATUS

/** The JSON body of every error answer. */
export interface ApiErrorBody {
  code: ApiErrorCode
  message: string
}

/**
 * A failure with a stable code; thrown anywhere in a handler, answered as `{ code, message }`.
 *
 * @example
 * throw new ApiError('NOT_FOUND', 'No wallet with id "x".')
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: ContentfulStatusCode
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.status = API_ERROR_STATUS[code]
  }
}

/**
 * Answers `{ code, message }` with the code's status.
 *
 * @example
 * return errorResponse(c, 'NOT_FOUND', 'No such route.')
 */
export function errorResponse(
  c: Context,
  code: ApiErrorCode,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return c.json({ code, message } satisfies ApiErrorBody, API_ERROR_STATUS[code], headers)
}

function codeForHttpException(error: HTTPException): ApiErrorCode {
  if (error.status === 413) return 'PAYLOAD_TOO_LARGE'
  if (error.status === 415) return 'UNSUPPORTED_MEDIA_TYPE'
  if (error.status === 404) return 'NOT_FOUND'
  if (error.status === 429) return 'RATE_LIMITED'
  if (error.status === 400) return /json/i.test(error.message) ? 'INVALID_JSON' : 'INVALID_BODY'
  return error.status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_BODY'
}

/**
 * The app's `onError`: known failures keep their code; a database outage answers 503 with Retry-After;
 * anything else is logged and answered as a bare 500 INTERNAL_ERROR, never with a stack trace.
 *
 * @example
 * app.onError(handleError)
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return errorResponse(c, error.code, error.message, error.headers)
  if (error instanceof HTTPException && error.status < 500) {
    const code = codeForHttpException(error)
    return errorResponse(
      c,
      code,
      code === 'INVALID_JSON' ? 'The request body is not valid JSON.' : error.message,
    )
  }
  if (isDatabaseUnavailable(error)) {
    // An outage answers every request at once: one line each, no stack, and a hint to retry.
    console.error(`[api] ${c.req.method} ${c.req.path}: the database is unavailable`)
    return errorResponse(c, 'SERVICE_UNAVAILABLE', 'The database is unavailable; retry shortly.', {
      'Retry-After': '1',
    })
  }
  // The stack and message may quote an RPC URL with its provider key (viem errors do).
  console.error(`[api] ${c.req.method} ${c.req.path} failed: ${redactUrls(error.stack ?? String(error))}`)
  return errorResponse(c, 'INTERNAL_ERROR', 'The service failed to answer this request.')
}
