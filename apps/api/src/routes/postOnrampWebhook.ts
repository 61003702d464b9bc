import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { ApiError } from '../http/errors'
import { errorResponses } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import {
  isOnrampWebhookSigned,
  ONRAMP_SIGNATURE_HEADER,
  ONRAMP_WEBHOOK_PATH,
  OnrampWebhookSchema,
} from '../onramp/onrampWebhook'
import { recordOnrampPurchase } from '../onramp/recordOnrampPurchase'

/**
 * `POST /v1/onramp/webhook`: a provider reports a purchase (pending, confirmed, failed), signed with the
 * shared secret over the raw body. The body is read as text so the signature covers exactly what came.
 */
export const postOnrampWebhookRoute = createRoute({
  method: 'post',
  path: ONRAMP_WEBHOOK_PATH,
  summary: 'A provider reports an on-ramp purchase',
  description: `Body: an OnrampWebhook as JSON; header ${ONRAMP_SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of the body under the shared secret>.`,
  request: {
    headers: z.object({ [ONRAMP_SIGNATURE_HEADER]: z.string().max(100).optional() }),
  },
  responses: {
    200: {
      description: 'Recorded (a replay changes nothing)',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } },
    },
    401: {
      description: 'The signature does not verify (ONRAMP_WEBHOOK_SIGNATURE_INVALID)',
      content: { 'application/json': { schema: z.object({ code: z.string(), message: z.string() }) } },
    },
    ...errorResponses(404),
  },
})

export const postOnrampWebhookHandler: RouteHandler<typeof postOnrampWebhookRoute, ApiEnv> = async (c) => {
  const { deps } = c.var
  const secret = deps.onramp?.webhookSecret
  if (!secret) throw new ApiError('ONRAMP_WEBHOOK_NOT_CONFIGURED', 'No on-ramp webhook secret is configured.')
  const body = await c.req.text()
  if (!isOnrampWebhookSigned(secret, body, c.req.header(ONRAMP_SIGNATURE_HEADER))) {
    throw new ApiError('ONRAMP_WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not verify.')
  }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    throw new ApiError('INVALID_JSON', 'The request body is not valid JSON.')
  }
  const report = OnrampWebhookSchema.safeParse(json)
  if (!report.success) {
    const issue = report.error.issues[0]
    throw new ApiError('INVALID_BODY', `${issue?.path.join('.') || 'body'}: ${issue?.message}`)
  }
  await recordOnrampPurchase(deps.db, report.data, deps.now?.() ?? Date.now())
  return c.json({ ok: true as const }, 200)
}
