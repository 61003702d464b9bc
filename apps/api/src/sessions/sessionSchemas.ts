import { z } from '@hono/zod-openapi'

/** `{id}` of the session routes. */
export const SessionParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be 1-128 letters, digits, "-" or "_"')
    .openapi({ param: { name: 'id', in: 'path' }, example: '4f7b9c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e' }),
})

/** A stored SIWX session. */
export const SessionSchema = z
  .object({
    id: z.string(),
    address: z.string(),
    chainId: z.string().openapi({ example: 'eip155:31337' }),
    pci: z.string().openapi({ description: 'Permission context id, named by revoke' }),
    data: z.record(z.string(), z.unknown()),
    message: z.string(),
    signature: z.string(),
    status: z.enum(['active', 'expired', 'revoked']),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .openapi('Session')
