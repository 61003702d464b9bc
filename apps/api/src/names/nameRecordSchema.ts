import { z } from '@hono/zod-openapi'

/** A registered name as the profile routes answer it. */
export const NameRecordSchema = z
  .object({
    name: z.string().openapi({ example: 'alice.latch.local' }),
    registered: z.number().int().openapi({ description: 'Seconds since the epoch' }),
    updated: z.number().int().openapi({ description: 'Seconds since the epoch' }),
    addresses: z.record(z.string(), z.object({ address: z.string(), created: z.number().int() })).openapi({
      description: 'By ENSIP-11 coin type (decimal string): 60 for Ethereum, 0x80000000 | chainId otherwise',
      example: { '60': { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', created: 1700000000 } },
    }),
    attributes: z.record(z.string(), z.string()).openapi({ example: { avatar: 'https://…/alice.png' } }),
  })
  .openapi('NameRecord')

/** `{name}` in a profile path; the name rules (spec §5) are checked by the handler. */
export const NameParamSchema = z.object({
  name: z
    .string()
    .max(200)
    .openapi({ param: { name: 'name', in: 'path' }, example: 'alice.latch.local' }),
})
