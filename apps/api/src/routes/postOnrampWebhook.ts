import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { ApiError } from '../http/errors'
import { errorResponses } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import {
  checkOnrampWebhookSignature,
  ONRAMP_SIGNATURE_HEADER,
  ONRAMP_WEBHOOK_PATH,
  ONRAMP_WEBHOOK_TOLERANCE_SECONDS,
  OnrampWebhookSchema,
} from '../onramp/onrampWebhook'
import { recordOnrampPurchase } from '../onramp/recordOnrampPurchase'
import { ONRAMP_PROVIDER_IDS, type OnrampProviderId } from '../onramp/types'

const ErrorSchema = z.object({ code: z.string(), message: z.string() })

/**
 * `POST /v1/onramp/webhook`: a provider reports a purchase (pending, confirmed, failed), signed with its
 * own secret over a time and the raw body (`t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`). The body is
 * read as text so the signature covers exactly what came; the report's `provider` names the secret that
 * must have signed it, so one provider's secret never reports for another; a time more than 5 minutes
 * away is refused, so a captured report cannot be posted again later.
 */
export const postOnrampWebhookRoute = createRoute({
  method: 'post',
  path: ONRAMP_WEBHOOK_PATH,
  summary: 'A provider reports an on-ramp purchase',
  description: `Body: an OnrampWebhook as JSON; header ${ONRAMP_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the secret of the body's provider>, within ${ONRAMP_WEBHOOK_TOLERANCE_SECONDS} s of the services' clock.`,
  request: {
    headers: z.object({ [ONRAMP_SIGNATURE_HEADER]: z.string().max(100).optional() }),
  },
  responses: {
    200: {
      description: 'Recorded (a replay changes nothing)',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } },
    },
    401: {
      description:
        "The signature does not verify under the provider's secret (ONRAMP_WEBHOOK_SIGNATURE_INVALID), or its time is more than 5 minutes away (ONRAMP_WEBHOOK_EXPIRED)",
      content: { 'application/json': { schema: ErrorSchema } },
    },
    ...errorResponses(404),
  },
})

/** The provider a report names, read before its signature is checked: it says whose secret to check with. */
function readProvider(body: string): OnrampProviderId {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    throw new ApiError('INVALID_JSON', 'The request body is not valid JSON.')
  }
  const provider = (json as { provider?: unknown } | null)?.provider
  if (!ONRAMP_PROVIDER_IDS.includes(provider as OnrampProviderId)) {
    throw new ApiError('INVALID_BODY', `provider: must be one of ${ONRAMP_PROVIDER_IDS.join(', ')}`)
  }
  return provider as OnrampProviderId
}

export const postOnrampWebhookHandler: RouteHandler<typeof postOnrampWebhookRoute, ApiEnv> = async (c) => {
  const { deps } = c.var
  const onramp = deps.onramp
  if (!ONRAMP_PROVIDER_IDS.some((id) => onramp?.[id]?.webhookSecret)) {
    throw new ApiError('ONRAMP_WEBHOOK_NOT_CONFIGURED', 'No on-ramp webhook secret is configured.')
  }
  const body = await c.req.text()
  const provider = readProvider(body)
  const secret = onramp?.[provider]?.webhookSecret
  const now = deps.now?.() ?? Date.now()
  const check = secret
    ? checkOnrampWebhookSignature(secret, body, c.req.header(ONRAMP_SIGNATURE_HEADER), now)
    : 'invalid'
  if (check === 'invalid') {
    throw new ApiError(
      'ONRAMP_WEBHOOK_SIGNATURE_INVALID',
      `The webhook signature does not verify under ${provider}'s secret.`,
    )
  }
  if (check === 'expired') {
    throw new ApiError(
      'ONRAMP_WEBHOOK_EXPIRED',
      `The webhook was signed more than ${ONRAMP_WEBHOOK_TOLERANCE_SECONDS} seconds from now.`,
    )
  }
  const report = OnrampWebhookSchema.safeParse(JSON.parse(body))
  if (!report.success) {
    const issue = report.error.issues[0]
    throw new ApiError('INVALID_BODY', `${issue?.path.join('.') || 'body'}: ${issue?.message}`)
  }
  await recordOnrampPurchase(deps.db, report.data, now)
  return c.json({ ok: true as const }, 200)
}
