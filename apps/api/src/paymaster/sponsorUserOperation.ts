import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { getChainClient } from '../chain/getChainClient'
import { redactUrls } from '../chain/redactUrls'
import type { Database } from '../db/types'
import type { ApiChain } from '../http/types'
import { checkOperationAccount } from './checkOperationAccount'
import { checkOperationCaps } from './checkOperationCaps'
import type { ConfiguredPaymaster } from './configurePaymasters'
import { maxOperationCost } from './maxOperationCost'
import { PAYMASTER_RPC_ERROR_CODES, PaymasterRpcError } from './paymasterRpcErrors'
import type {
  PaymasterDataResult,
  PaymasterRpcMethod,
  PaymasterStubResult,
  RpcUserOperation,
} from './paymasterRpcSchemas'
import type { PaymasterCaller } from './readPaymasterCaller'
import { readSmartAccountAddress } from './readSmartAccountAddress'
import { reserveSponsorship } from './reserveSponsorship'
import { signPaymasterResult } from './signPaymasterResult'
import { toSponsorshipWindow } from './sponsorshipPolicy'
import { toPaymasterStubResult } from './toPaymasterStubResult'
import { toPaymasterUserOperation } from './toPaymasterUserOperation'

/** What the route knows of one HTTP request to the paymaster: its chain, its caller, and the services' deps. */
export interface SponsorContext {
  /** The chain of the route's path (`/v1/paymaster/{chainId}`). */
  chainId: number
  /** The configured paymasters by chain id (LATCH_PAYMASTERS); none: every request is refused. */
  paymasters?: ReadonlyMap<number, ConfiguredPaymaster> | undefined
  /** Milliseconds since the epoch: the approval's window starts here, the budgets' day is this one's. */
  now: number
  /** The signed-in person asking (`readPaymasterCaller`), or undefined without a live session. */
  caller: PaymasterCaller | undefined
  /** The project of the request, whose daily budget the approval counts against. */
  projectId: string
  db: Database
  /** The chains the services read: the paymaster's chain must be one (its base fee, the account's address). */
  chains: readonly ApiChain[]
}

const { INVALID_PARAMS, INTERNAL_ERROR, SPONSORSHIP_DENIED, BUDGET_EXCEEDED } = PAYMASTER_RPC_ERROR_CODES

/** A read of the chain; its failure is logged (URLs redacted: they may carry a provider key) and answered as -32603. */
async function fromChain<T>(chainId: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    console.error(
      `[api] paymaster of chain ${chainId} could not read the chain: ${redactUrls((error as Error).message)}`,
    )
    throw new PaymasterRpcError(
      INTERNAL_ERROR,
      `Internal error: the paymaster could not read chain ${chainId}.`,
      'CHAIN_UNAVAILABLE',
    )
  }
}

function clientOf(context: SponsorContext): PublicClient {
  const chain = context.chains.find((candidate) => candidate.id === context.chainId)
  if (chain) return getChainClient(chain)
  console.error(
    `[api] paymaster of chain ${context.chainId}: the chain is not one of the served chains (LATCH_API_CHAINS)`,
  )
  throw new PaymasterRpcError(
    INTERNAL_ERROR,
    `Internal error: the paymaster could not read chain ${context.chainId}.`,
    'CHAIN_UNAVAILABLE',
  )
}

/**
 * The policy of the operator's paymaster for one well-formed ERC-7677 request: only a signed-in person of the
 * project (SESSION_REQUIRED), on a chain with a paymaster, for their own smart account of the configured
 * factory (`checkOperationAccount`), within the gas and fee caps (`checkOperationCaps`, the fees against the
 * chain's base fee now). The stub then answers data with no usable signature and reserves nothing; the final
 * request is signed, then its maximum cost reserved of the person's and the project's daily budgets
 * (`reserveSponsorship`): a signature that does not fit is never answered.
 *
 * @example
 * const result = await sponsorUserOperation(context, 'pm_getPaymasterData', userOperation, entryPoint)
 */
export async function sponsorUserOperation(
  context: SponsorContext,
  method: PaymasterRpcMethod,
  userOperation: RpcUserOperation,
  entryPoint: Address,
): Promise<PaymasterStubResult | PaymasterDataResult> {
  const { caller, chainId } = context
  if (!caller) {
    throw new PaymasterRpcError(
      SPONSORSHIP_DENIED,
      'Sponsorship denied: sign in to the embedded wallet first (Authorization: Bearer <session token>).',
      'SESSION_REQUIRED',
    )
  }
  const paymaster = context.paymasters?.get(chainId)
  if (!paymaster) {
    throw new PaymasterRpcError(
      SPONSORSHIP_DENIED,
      `Sponsorship denied: no paymaster is configured for chain ${chainId} on this service.`,
      'PAYMASTER_NOT_CONFIGURED',
    )
  }
  if (!isAddressEqual(entryPoint, paymaster.entryPoint)) {
    throw new PaymasterRpcError(
      INVALID_PARAMS,
      `Invalid params: the paymaster of chain ${chainId} serves EntryPoint ${paymaster.entryPoint}, not ${entryPoint}.`,
    )
  }
  const owner = caller.owner
  if (!owner) {
    throw new PaymasterRpcError(
      SPONSORSHIP_DENIED,
      'Sponsorship denied: the signed-in person has no embedded wallet yet, so no smart account to sponsor.',
      'WALLET_REQUIRED',
    )
  }
  const client = clientOf(context)
  const operation = toPaymasterUserOperation(userOperation)
  await checkOperationAccount(operation, {
    factory: paymaster.accountFactory,
    owner,
    accountAddress: () =>
      fromChain(chainId, () =>
        readSmartAccountAddress(client, { chainId, factory: paymaster.accountFactory, owner }),
      ),
  })
  const baseFee =
    operation.maxFeePerGas === undefined
      ? 0n
      : await fromChain(
          chainId,
          async () => (await client.getBlock({ blockTag: 'latest' })).baseFeePerGas ?? 0n,
        )
  checkOperationCaps(operation, paymaster.limits, baseFee)

  const window = toSponsorshipWindow(context.now)
  if (method === 'pm_getPaymasterStubData') return toPaymasterStubResult(paymaster, window)
  const result = await signPaymasterResult(paymaster, operation, window)
  const exceeded = await reserveSponsorship(context.db, {
    chainId,
    userId: caller.userId,
    projectId: context.projectId,
    costWei: maxOperationCost(operation),
    userDailyBudgetWei: paymaster.limits.userDailyBudget,
    projectDailyBudgetWei: paymaster.limits.projectDailyBudget,
    now: context.now,
  })
  if (exceeded) {
    const whose = exceeded === 'USER_DAILY_BUDGET_EXCEEDED' ? 'this account' : 'this project'
    throw new PaymasterRpcError(
      BUDGET_EXCEEDED,
      `Budget exceeded: the daily sponsorship budget of ${whose} on chain ${chainId} is spent; it renews at 00:00 UTC.`,
      exceeded,
    )
  }
  return result
}
