import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { requireJsonBody } from '../http/bodyMiddleware'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { revokeSession } from '../sessions/revokeSession'
import { SessionParamsSchema, SessionSchema } from '../sessions/sessionSchemas'

/**
 * `POST /v1/sessions/{id}/revoke`: revokes one of the project's sessions. `signature` is the session address's
 * signature over `Revoke Latch session\nSession: {id}\nPermission context: {pci}` (`toSessionRevocationMessage`),
 * made and encoded as its namespace signs in: EIP-191 hex, ed25519 base58, BIP-322 base64 or sr25519 hex.
 */
export const postSessionRevokeRoute = createRoute({
  method: 'post',
  path: '/v1/sessions/{id}/revoke',
  summary: 'Revoke a sign-in session',
  middleware: [requireJsonBody()] as const,
  request: {
    params: SessionParamsSchema,
    query: ProjectQuerySchema,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              pci: z.string().min(1).max(256).openapi({ description: "The session's permission context id" }),
              signature: z.string().min(1).max(8194).openapi({
                description:
                  "The session address's signature over 'Revoke Latch session\\nSession: {id}\\nPermission context: {pci}', encoded as its namespace signs in: hex (eip155, polkadot), base58 (solana), base64 (bip122)",
              }),
            })
            .openapi('RevokeSession'),
        },
      },
    },
  },
  responses: {
    200: { description: 'The revoked session', content: { 'application/json': { schema: SessionSchema } } },
    ...errorResponses(401, 404, 413, 415),
  },
})

export const postSessionRevokeHandler: RouteHandler<typeof postSessionRevokeRoute, ApiEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { pci, signature } = c.req.valid('json')
  const { deps } = c.var
  const revoked = await revokeSession(deps.db, deps.chains, {
    projectId: c.var.project.id,
    id,
    pci,
    signature,
    now: deps.now?.() ?? Date.now(),
    ...(deps.siwxSessionMaxSeconds ? { maxSeconds: deps.siwxSessionMaxSeconds } : {}),
  })
  return c.json(revoked, 200, { 'Cache-Control': 'no-store' })
}
