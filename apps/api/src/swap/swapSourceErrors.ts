import { BaseError, ContractFunctionRevertedError, ExecutionRevertedError } from 'viem'
import { redactUrls } from '../chain/redactUrls'
import { ApiError } from '../http/errors'

/**
 * Whether a viem error is the chain refusing a call (a revert: no liquidity, an amount a pool cannot
 * fill, a transfer the allowance does not cover) rather than the chain failing to answer.
 *
 * @example
 * if (isRevert(error)) return undefined // no route
 */
export function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) => cause instanceof ContractFunctionRevertedError || cause instanceof ExecutionRevertedError,
    ) !== null
  )
}

/**
 * The 502 SWAP_SOURCE_FAILED of a chain read that failed (unreachable node, not a contract), logged with
 * the RPC URLs redacted; the answer names only the chain.
 *
 * @example
 * throw swapSourceFailed(31337, error)
 */
export function swapSourceFailed(chainId: number, error: unknown): ApiError {
  const detail = error instanceof BaseError ? error.shortMessage : String(error)
  console.error(`[api] swap source on eip155:${chainId} failed: ${redactUrls(detail)}`)
  return new ApiError('SWAP_SOURCE_FAILED', `Reading the swap market on eip155:${chainId} failed.`)
}
