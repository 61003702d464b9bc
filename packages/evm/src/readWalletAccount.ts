import { FailedToConnectError } from '@latch/core'
import type { Address } from 'viem'
import { describeAnswer } from './describeAnswer'
import type { Eip1193Provider } from './isEip1193Provider'
import { parseAccounts } from './parseAccounts'
import { parseChainId } from './parseChainId'

/** The wallet's first account and its current chain. */
export interface WalletAccount {
  address: Address
  chainId: number
}

/**
 * Asks the wallet for its accounts with `method`, then for its chain; validates both answers.
 * `undefined` when the wallet grants no account; a malformed answer throws `FailedToConnectError`.
 *
 * @example
 * const account = await readWalletAccount(provider, 'eth_accounts') // { address, chainId } | undefined
 */
export async function readWalletAccount(
  provider: Eip1193Provider,
  method: 'eth_requestAccounts' | 'eth_accounts',
): Promise<WalletAccount | undefined> {
  const accounts = await provider.request({ method })
  const addresses = parseAccounts(accounts)
  if (!addresses) {
    throw new FailedToConnectError({
      details: `The wallet answered ${method} with ${describeAnswer(accounts)}, not a list of addresses.`,
    })
  }
  const [address] = addresses
  if (!address) return undefined
  const answer = await provider.request({ method: 'eth_chainId' })
  const chainId = parseChainId(answer)
  if (!chainId) {
    throw new FailedToConnectError({
      details: `The wallet answered eth_chainId with ${describeAnswer(answer)}, not a hex chain id.`,
    })
  }
  return { address, chainId }
}
