import { z } from '@hono/zod-openapi'
import { isAddress } from 'viem'

/** The two methods of ERC-7677's paymaster web service. */
export const PAYMASTER_RPC_METHODS = ['pm_getPaymasterStubData', 'pm_getPaymasterData'] as const

export type PaymasterRpcMethod = (typeof PAYMASTER_RPC_METHODS)[number]

/** An address: lower case, or mixed case with a right EIP-55 checksum (a wrong one is a typo, not an address). */
const AddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x and 40 hex characters)')
  .refine(
    (address) => isAddress(address, { strict: true }),
    'must be an address with a valid EIP-55 checksum',
  )

/** A hex quantity that fits in `bits` (the packed operation's field width), as JSON-RPC writes numbers. */
const quantity = (bits: 64 | 128 | 256) =>
  z
    .string()
    .regex(
      new RegExp(`^0x[0-9a-fA-F]{1,${bits / 4}}$`),
      `must be a hex quantity of at most ${bits} bits (0x and 1-${bits / 4} hex digits)`,
    )

const HexBytesSchema = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes (0x and an even number of hex digits)')

/**
 * An unsigned user operation of EntryPoint v0.8 as ERC-7677 sends it (viem's RPC format): numbers as hex
 * quantities of their packed width, bytes as hex. Unknown fields are refused, so a v0.6 operation
 * (`initCode`, `paymasterAndData`) or an EIP-7702 one (`eip7702Auth`, not sponsored) is told so. The
 * paymaster fields it may already carry are replaced by the answer's.
 */
export const RpcUserOperationSchema = z
  .strictObject({
    sender: AddressSchema,
    nonce: quantity(256),
    factory: AddressSchema.optional(),
    factoryData: HexBytesSchema.optional(),
    callData: HexBytesSchema,
    callGasLimit: quantity(128).optional(),
    verificationGasLimit: quantity(128).optional(),
    preVerificationGas: quantity(256).optional(),
    maxFeePerGas: quantity(128).optional(),
    maxPriorityFeePerGas: quantity(128).optional(),
    paymaster: AddressSchema.optional(),
    paymasterVerificationGasLimit: quantity(128).optional(),
    paymasterPostOpGasLimit: quantity(128).optional(),
    paymasterData: HexBytesSchema.optional(),
    signature: HexBytesSchema.optional(),
  })
  .openapi('PaymasterUserOperation')

export type RpcUserOperation = z.infer<typeof RpcUserOperationSchema>

/** The fields `pm_getPaymasterData` signs over, which must therefore be final (the stub may lack them). */
const FINAL_FIELDS = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

/**
 * ERC-7677's params for `method`: `[userOperation, entryPoint, chainId (hex), context?]`. The context (an
 * object the paymaster defines, here none) is accepted and ignored.
 *
 * @example
 * paymasterParamsSchema('pm_getPaymasterData').safeParse(params)
 */
export function paymasterParamsSchema(method: PaymasterRpcMethod) {
  return z
    .tuple([
      RpcUserOperationSchema,
      AddressSchema,
      quantity(64),
      z.record(z.string(), z.unknown()).nullable().optional(),
    ])
    .superRefine(([userOperation], context) => {
      if (userOperation.factoryData !== undefined && userOperation.factory === undefined) {
        context.addIssue({ code: 'custom', path: [0, 'factoryData'], message: 'factoryData needs a factory' })
      }
      if (method !== 'pm_getPaymasterData') return
      for (const field of FINAL_FIELDS) {
        if (userOperation[field] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [0, field],
            message: 'is required: pm_getPaymasterData approves the final operation, its gas limits and fees',
          })
        }
      }
    })
}

/** A JSON-RPC id: a string, a number or null (an absent id would make a notification, which gets no answer). */
export const JsonRpcIdSchema = z.union([z.string().max(128), z.number(), z.null()])

export type JsonRpcId = z.infer<typeof JsonRpcIdSchema>

/** A JSON-RPC 2.0 request, whatever its method; its params are the method's to check. */
export const JsonRpcRequestSchema = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: JsonRpcIdSchema,
  method: z.string().min(1).max(100),
  params: z.unknown().optional(),
})

/** An answer's `error`: the JSON-RPC code, a short message, and `data.code`, the reason as a stable string. */
export const JsonRpcErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.object({ code: z.string() }),
})

/** What `pm_getPaymasterStubData` answers (EntryPoint v0.7/v0.8 fields, gas limits as hex). */
export const PaymasterStubResultSchema = z
  .object({
    paymaster: z.string(),
    paymasterData: z.string(),
    paymasterVerificationGasLimit: z.string(),
    paymasterPostOpGasLimit: z.string(),
    isFinal: z.literal(false),
    sponsor: z.object({ name: z.string() }).optional(),
  })
  .openapi('PaymasterStubResult')

export type PaymasterStubResult = z.infer<typeof PaymasterStubResultSchema>

/** What `pm_getPaymasterData` answers: the signed data, with the gas limits the signature covers. */
export const PaymasterDataResultSchema = z
  .object({
    paymaster: z.string(),
    paymasterData: z.string(),
    paymasterVerificationGasLimit: z.string(),
    paymasterPostOpGasLimit: z.string(),
  })
  .openapi('PaymasterDataResult')

export type PaymasterDataResult = z.infer<typeof PaymasterDataResultSchema>

/** One JSON-RPC answer: a result, or an error (never both). */
export const PaymasterRpcAnswerSchema = z.union([
  z.object({
    jsonrpc: z.literal('2.0'),
    id: JsonRpcIdSchema,
    result: z.union([PaymasterStubResultSchema, PaymasterDataResultSchema]),
  }),
  z.object({ jsonrpc: z.literal('2.0'), id: JsonRpcIdSchema, error: JsonRpcErrorSchema }),
])

export type PaymasterRpcAnswer = z.infer<typeof PaymasterRpcAnswerSchema>

const EXAMPLE_USER_OPERATION = {
  sender: '0x3f2be4d1d1a8a5a3c4e3f8e7b1a2c3d4e5f60718',
  nonce: '0x0',
  factory: '0x207446CDf7FB4f25E4ad118517032677462c6358',
  factoryData: '0x2d0335ab3f2be4d1d1a8a5a3c4e3f8e7b1a2c3d4e5f60718000000000000000000000000',
  callData: '0xb61d27f6',
  callGasLimit: '0x5208',
  verificationGasLimit: '0x3d090',
  preVerificationGas: '0xbb80',
  maxFeePerGas: '0x77359400',
  maxPriorityFeePerGas: '0x3b9aca00',
  signature: `0x${'ff'.repeat(65)}`,
}

/** The request as the OpenAPI document shows it (the route checks it itself, to answer JSON-RPC errors). */
export const PaymasterRpcRequestSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: JsonRpcIdSchema,
    method: z.enum(PAYMASTER_RPC_METHODS),
    params: z.tuple([
      RpcUserOperationSchema,
      AddressSchema.openapi({ description: "The EntryPoint: the chain's configured one" }),
      quantity(64).openapi({ description: 'The chain id in hex: the path’s chain' }),
      z.record(z.string(), z.unknown()).nullable().optional(),
    ]),
  })
  .openapi('PaymasterRpcRequest', {
    example: {
      jsonrpc: '2.0',
      id: 1,
      method: 'pm_getPaymasterStubData',
      params: [EXAMPLE_USER_OPERATION, '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108', '0x7a69', null],
    },
  })
