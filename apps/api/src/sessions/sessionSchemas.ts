import { z } from '@hono/zod-openapi'

/** `{id}` of the session routes. */
export const SessionParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be 1-128 letters, digits, "-" or "_"')
    .openapi({ param: { name: 'id', in: 'path' }, example: '4f7b9c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e' }),
})

/** A stored SIWX session (its signature is never answered). */
export const SessionSchema = z
  .object({
    id: z.string(),
    address: z.string(),
    chainId: z.string().openapi({ example: 'eip155:31337' }),
    pci: z.string().openapi({ description: 'Permission context id, named by revoke' }),
    data: z.record(z.string(), z.unknown()),
    message: z.string(),
    status: z.enum(['active', 'expired', 'revoked']),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .openapi('Session')

/** `POST /v1/sessions`: the signed sign-in message. */
export const SignInSchema = z
  .object({
    message: z
      .string()
      .min(1)
      .max(8192)
      .openapi({ description: 'The CAIP-122 (EIP-4361) text the wallet signed' }),
    signature: z.string().min(1).max(8194).openapi({
      description: "The wallet's signature: hex for eip155 (EIP-191; ERC-1271/6492 for smart accounts)",
    }),
  })
  .openapi('SignIn')

/** `POST /v1/sessions/nonce`: a nonce to put in the next sign-in message. */
export const SiwxNonceSchema = z
  .object({
    nonce: z.string().openapi({ example: 'k3Jd9aQ2mZx7Pq4Lw' }),
    expiresAt: z.string().openapi({ description: 'ISO 8601; a sign-in after it is refused' }),
  })
  .openapi('SiwxNonce')
