import { z } from '@hono/zod-openapi'
import type { Hex } from 'viem'

/**
 * A signature in hex: `0x` and an even number of hex digits, up to 4 KiB (an EOA's is 65 bytes; smart
 * accounts' wrapped ones are longer). Whether it verifies is the handler's call.
 *
 * @example
 * body: z.object({ signature: SignatureSchema })
 */
export const SignatureSchema = z
  .string()
  .max(8194)
  .regex(/^0x([0-9a-fA-F]{2})+$/, 'must be a hex signature (0x…)')
  .transform((value) => value as Hex)
