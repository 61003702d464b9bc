import type { Address } from 'viem'
import type { ZodError } from 'zod'
import { redactUrls } from '../chain/redactUrls'
import { formatZodError } from '../http/validationHook'
import {
  PAYMASTER_RPC_ERROR_CODES,
  type PaymasterErrorDataCode,
  PaymasterRpcError,
  paymasterErrorName,
} from './paymasterRpcErrors'
import {
  type JsonRpcId,
  JsonRpcIdSchema,
  JsonRpcRequestSchema,
  PAYMASTER_RPC_METHODS,
  type PaymasterRpcAnswer,
  type PaymasterRpcMethod,
  paymasterParamsSchema,
} from './paymasterRpcSchemas'
import { type SponsorContext, sponsorUserOperation } from './sponsorUserOperation'

/** Where the paymaster's JSON-RPC endpoints live, one per chain: `/v1/paymaster/31337`. */
export const PAYMASTER_PATH_PREFIX = '/v1/paymaster/'

/** The most requests one batch may hold: a wallet sends one or two. */
export const PAYMASTER_BATCH_LIMIT = 10

/** One HTTP request to the paymaster: its chain, its caller, the services' deps (`SponsorContext`). */
export type AnswerPaymasterRpcParameters = SponsorContext

const { PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS, INTERNAL_ERROR } =
  PAYMASTER_RPC_ERROR_CODES

const errorAnswer = (
  id: JsonRpcId,
  code: (typeof PAYMASTER_RPC_ERROR_CODES)[keyof typeof PAYMASTER_RPC_ERROR_CODES],
  message: string,
  dataCode: PaymasterErrorDataCode = paymasterErrorName(code),
): PaymasterRpcAnswer => ({ jsonrpc: '2.0', id, error: { code, message, data: { code: dataCode } } })

/** The request's id when it has a valid one, so even a refused request's answer can be matched. */
function idOf(request: unknown): JsonRpcId {
  if (typeof request !== 'object' || request === null || !('id' in request)) return null
  const id = JsonRpcIdSchema.safeParse(request.id)
  return id.success ? id.data : null
}

/** ERC-7677's names for the params' positions, so an error says `userOperation.nonce`, not `0.nonce`. */
const PARAM_NAMES = ['userOperation', 'entryPoint', 'chainId', 'context']

/** The first few issues of the params, each named by its place: `userOperation.sender: must be an address …`. */
function formatParamsError(error: ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path.map((part, index) =>
        index === 0 && typeof part === 'number' ? (PARAM_NAMES[part] ?? String(part)) : String(part),
      )
      return `${path.length ? path.join('.') : 'params'}: ${issue.message}`
    })
    .join('; ')
}

const isPaymasterMethod = (method: string): method is PaymasterRpcMethod =>
  (PAYMASTER_RPC_METHODS as readonly string[]).includes(method)

/**
 * Answers the body of `POST /v1/paymaster/{chainId}`: ERC-7677's `pm_getPaymasterStubData` and
 * `pm_getPaymasterData` under the operator's policy (`sponsorUserOperation`: the signed-in person's own smart
 * account, within the caps and the daily budgets; each approval valid for `SPONSORSHIP_VALIDITY_SECONDS`), as
 * JSON-RPC 2.0: one answer, or an array for a batch, each request of it checked and counted on its own. Every
 * refusal is a JSON-RPC error with `data.code` (see `PAYMASTER_RPC_ERROR_CODES`) and carries no paymaster data.
 *
 * @example
 * const answer = await answerPaymasterRpc({ chainId: 31337, paymasters, now: Date.now(), caller, projectId, db, chains }, body)
 */
export async function answerPaymasterRpc(
  params: AnswerPaymasterRpcParameters,
  body: string,
): Promise<PaymasterRpcAnswer | PaymasterRpcAnswer[]> {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return errorAnswer(null, PARSE_ERROR, 'Parse error: the body is not JSON.')
  }
  if (!Array.isArray(json)) return answerOne(params, json)
  if (json.length === 0) return errorAnswer(null, INVALID_REQUEST, 'Invalid request: the batch is empty.')
  if (json.length > PAYMASTER_BATCH_LIMIT) {
    return errorAnswer(
      null,
      INVALID_REQUEST,
      `Invalid request: a batch holds at most ${PAYMASTER_BATCH_LIMIT} requests (got ${json.length}).`,
    )
  }
  return Promise.all(json.map((request) => answerOne(params, request)))
}

async function answerOne(
  params: AnswerPaymasterRpcParameters,
  request: unknown,
): Promise<PaymasterRpcAnswer> {
  const id = idOf(request)
  try {
    return { jsonrpc: '2.0', id, result: await sponsor(params, request) }
  } catch (error) {
    if (error instanceof PaymasterRpcError) return errorAnswer(id, error.code, error.message, error.dataCode)
    // A signer or database failure: said in the log (never with the key, which the account does not show;
    // a database URL's credentials redacted), not to the caller.
    console.error(
      `[api] paymaster of chain ${params.chainId} failed: ${redactUrls((error as Error).message)}`,
    )
    return errorAnswer(id, INTERNAL_ERROR, 'Internal error: the paymaster could not sign.')
  }
}

async function sponsor(params: AnswerPaymasterRpcParameters, request: unknown) {
  const envelope = JsonRpcRequestSchema.safeParse(request)
  if (!envelope.success) {
    throw new PaymasterRpcError(
      INVALID_REQUEST,
      `Invalid request: not a JSON-RPC 2.0 request (${formatZodError(envelope.error)}).`,
    )
  }
  const { method } = envelope.data
  if (!isPaymasterMethod(method)) {
    throw new PaymasterRpcError(
      METHOD_NOT_FOUND,
      `Method not found: ${method}. This paymaster answers ${PAYMASTER_RPC_METHODS.join(' and ')} (ERC-7677).`,
    )
  }
  const parsed = paymasterParamsSchema(method).safeParse(envelope.data.params)
  if (!parsed.success) {
    throw new PaymasterRpcError(
      INVALID_PARAMS,
      `Invalid params: ${formatParamsError(parsed.error)} (expected [userOperation, entryPoint, chainId, context?]).`,
    )
  }
  const [userOperation, entryPoint, chainIdHex] = parsed.data
  if (BigInt(chainIdHex) !== BigInt(params.chainId)) {
    throw new PaymasterRpcError(
      INVALID_PARAMS,
      `Invalid params: the chain id ${chainIdHex} (${BigInt(chainIdHex)}) is not this route's chain ${params.chainId}: send it to /v1/paymaster/${BigInt(chainIdHex)}.`,
    )
  }
  return sponsorUserOperation(params, method, userOperation, entryPoint as Address)
}
