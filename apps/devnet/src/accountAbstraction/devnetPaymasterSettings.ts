import type { Address, Hex } from 'viem'
import { DEVNET_PAYMASTER_SIGNER_KEY } from './accountAbstractionKeys'

/** The sponsor the devnet's paymaster names to wallets (ERC-7677's `sponsor`). */
export const DEVNET_PAYMASTER_SPONSOR_NAME = 'Latch devnet'

/** One chain's paymaster as the services read it (an entry of LATCH_PAYMASTERS). */
export interface DevnetPaymasterSetting {
  chainId: number
  entryPoint: Address
  paymaster: Address
  /** The Latch smart accounts' factory: the paymaster sponsors only the signed-in person's account of it. */
  accountFactory: Address
  signerKey: Hex
  sponsorName: string
}

/**
 * The services' paymasters for the devnet's chains: each chain's `LatchVerifyingPaymaster` on EntryPoint v0.8
 * with its signer's key and the chain's account factory, for every chain started with account abstraction;
 * the caps and budgets are the services' defaults (`SPONSORSHIP_LIMIT_DEFAULTS`). It has the shape of the
 * API's LATCH_PAYMASTERS (`configurePaymasters(devnetPaymasterSettings(devnet.chains))` for `startApiServer`,
 * whose `chains` must include these: the paymaster reads their base fee), as `devnetSwapSettings` has the
 * shape of `swap`.
 *
 * @example
 * const devnet = await startDevnet()
 * await startApiServer({ …, paymasters: configurePaymasters(devnetPaymasterSettings(devnet.chains)) })
 */
export function devnetPaymasterSettings(
  chains: readonly {
    id: number
    entryPointAddress?: Address
    paymasterAddress?: Address
    accountFactoryAddress?: Address
  }[],
): DevnetPaymasterSetting[] {
  return chains.flatMap(({ id, entryPointAddress, paymasterAddress, accountFactoryAddress }) =>
    entryPointAddress && paymasterAddress && accountFactoryAddress
      ? [
          {
            chainId: id,
            entryPoint: entryPointAddress,
            paymaster: paymasterAddress,
            accountFactory: accountFactoryAddress,
            signerKey: DEVNET_PAYMASTER_SIGNER_KEY,
            sponsorName: DEVNET_PAYMASTER_SPONSOR_NAME,
          },
        ]
      : [],
  )
}
