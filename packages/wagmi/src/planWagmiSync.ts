import type { Address } from 'viem'
import type { LatchEvmAccount } from './readLatchEvmAccount'

/** What wagmi holds for the Latch connector: its connection's accounts and chain, if it has one. */
export interface WagmiLatchConnection {
  accounts: readonly string[]
  chainId: number
}

/** One event that brings wagmi's connection in line with Latch's account. */
export type WagmiSyncStep =
  | { type: 'connect'; account: LatchEvmAccount }
  | { type: 'accountsChanged'; address: Address }
  | { type: 'chainChanged'; chainId: number }
  | { type: 'disconnect' }

/**
 * The events that make wagmi hold what Latch holds: Latch is the source of truth and wagmi mirrors
 * it, so a change made through wagmi's actions (which reach Latch through the connector) settles
 * here too. Each step, once applied, makes the two agree, so applying the plan again plans nothing.
 *
 * @example
 * planWagmiSync(latchAccount, undefined) // [{ type: 'connect', account: latchAccount }]
 */
export function planWagmiSync(
  latch: LatchEvmAccount | undefined,
  wagmi: WagmiLatchConnection | undefined,
): WagmiSyncStep[] {
  if (!latch) return wagmi ? [{ type: 'disconnect' }] : []
  if (!wagmi) return [{ type: 'connect', account: latch }]
  const steps: WagmiSyncStep[] = []
  if (wagmi.accounts[0]?.toLowerCase() !== latch.address.toLowerCase())
    steps.push({ type: 'accountsChanged', address: latch.address })
  if (wagmi.chainId !== latch.chainId) steps.push({ type: 'chainChanged', chainId: latch.chainId })
  return steps
}
