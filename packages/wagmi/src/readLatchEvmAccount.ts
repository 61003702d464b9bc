import type { Latch } from '@latch/core'
import { getStore, type LatchState } from '@latch/core/internal'
import { type Address, getAddress, isAddress } from 'viem'

/** Latch's connected eip155 account as wagmi sees one: a checksummed address, a numeric chain id and its wallet. */
export interface LatchEvmAccount {
  address: Address
  chainId: number
  connectorId: string
}

/**
 * The eip155 account Latch holds as connected, whichever namespace is active (a host on Solana keeps
 * its EVM account in wagmi); `undefined` while none is, or when its address or chain is not an EVM one.
 *
 * @example
 * const account = readLatchEvmAccount(latch) // { address: '0xf39F…2266', chainId: 31337, connectorId: 'io.metamask' }
 */
export function readLatchEvmAccount(latch: Latch): LatchEvmAccount | undefined {
  return selectLatchEvmAccount(getStore(latch).getState())
}

/**
 * readLatchEvmAccount on a state already read (the bridge's store subscriptions hand it one).
 *
 * @example const account = selectLatchEvmAccount(getStore(latch).getState())
 */
export function selectLatchEvmAccount(state: LatchState): LatchEvmAccount | undefined {
  const account = state.accounts.eip155
  const connectorId = state.activeConnectorIds.eip155
  if (account?.status !== 'connected' || !account.address || !connectorId) return undefined
  if (!isAddress(account.address, { strict: false })) return undefined
  const chainId = toChainId(account.caipNetworkId)
  if (chainId === undefined) return undefined
  return { address: getAddress(account.address), chainId, connectorId }
}

/** 'eip155:31337' → 31337; anything else (another namespace, a malformed reference) → undefined. */
export function toChainId(caipNetworkId: string | undefined): number | undefined {
  const match = /^eip155:([1-9][0-9]*)$/.exec(caipNetworkId ?? '')
  if (!match) return undefined
  const chainId = Number(match[1])
  return Number.isSafeInteger(chainId) ? chainId : undefined
}
