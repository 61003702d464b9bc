import { z } from '@hono/zod-openapi'
import { EvmAddressSchema } from '../http/chainSchemas'
import { SignatureSchema } from '../http/signatureSchema'

const EXAMPLE_MESSAGE = [
  '127.0.0.1:8787 name service (.latch.local names)',
  'Register the name alice.latch.local for 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'Chain: eip155:31337 (coin type 2147514675)',
  'Issued at: 2026-11-25T10:00:00.000Z',
  '',
  '{"action":"register","service":"127.0.0.1:8787","suffix":".latch.local","name":"alice.latch.local","address":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","chainId":"eip155:31337","coinType":2147514675,"attributes":{},"timestamp":1795600800}',
].join('\n')

/** The body of every name-service write: spec §7's `{ coin_type, address, message, signature }`. */
export const NameWriteSchema = z
  .object({
    coin_type: z
      .number()
      .int()
      .nonnegative()
      .openapi({ description: 'ENSIP-11: 60 for Ethereum, 0x80000000 | chainId otherwise', example: 60 }),
    address: EvmAddressSchema.openapi({ example: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    message: z.string().max(8192).openapi({
      description:
        "The name service's message (toNameMessage in @latch/core/internal): human-readable lines, then one line of JSON { action, service, suffix, name, address, chainId, coinType, attributes, timestamp (seconds) }; every field must match this service and this request",
      example: EXAMPLE_MESSAGE,
    }),
    signature: SignatureSchema.openapi({
      description:
        "The address's EIP-191 signature over message; a contract account's verifies through ERC-1271 / ERC-6492 on the message's chain",
    }),
  })
  .openapi('NameWrite')
