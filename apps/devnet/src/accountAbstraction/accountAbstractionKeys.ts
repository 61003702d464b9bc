import type { Hex } from 'viem'

/**
 * The key that deploys the devnet's ERC-4337 contracts, funds the paymaster's deposit in the EntryPoint and
 * owns the paymaster: anvil's mnemonic at index 12, outside `DEVNET_PRIVATE_KEYS` (the swap market's
 * liquidity provider is at 10, the on-ramp treasury at 11), so no account a test or the demo signs with
 * changes; the devnet funds it with `anvil_setBalance`. Public knowledge: never use it on a real chain.
 */
export const DEVNET_ACCOUNT_ABSTRACTION_OPERATOR_KEY: Hex =
  '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1'

/**
 * The verifying paymaster's signer (anvil's mnemonic at index 13, holding no ETH): whoever holds it decides
 * which user operations the paymaster sponsors, through the services' `signPaymasterData`
 * (`@latch/services/paymaster`), to which `devnetPaymasterSettings` hands it. A fixed test key, public.
 *
 * @example
 * const paymasterData = await signPaymasterData({ ...request, signer: privateKeyToAccount(DEVNET_PAYMASTER_SIGNER_KEY) })
 */
export const DEVNET_PAYMASTER_SIGNER_KEY: Hex =
  '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd'

/**
 * The bundler's executor key (anvil's mnemonic at index 14): it sends the `handleOps` transactions and is
 * paid back by the EntryPoint. The devnet funds it with `anvil_setBalance` on every chain.
 */
export const DEVNET_BUNDLER_EXECUTOR_KEY: Hex =
  '0xc526ee95bf44d8fc405a158bb884d9d1238d99f0612e9f33d006bb0789009aaa'

/**
 * The bundler's utility key (anvil's mnemonic at index 15): alto deploys its simulation contracts from it at
 * start. The devnet funds it with `anvil_setBalance` on every chain.
 */
export const DEVNET_BUNDLER_UTILITY_KEY: Hex =
  '0x8166f546bab6da521a8369cab06c5d2b9e46670292d85c875ee9ec20e84ffb61'

/** What the operator, the executor and the utility key are each given on every chain (wei). */
export const ACCOUNT_ABSTRACTION_FUNDING_WEI = 1_000n * 10n ** 18n

/**
 * The paymaster's deposit in the EntryPoint on every chain (wei), from the operator: what sponsored user
 * operations are paid from.
 */
export const DEVNET_PAYMASTER_DEPOSIT_WEI = 100n * 10n ** 18n

/**
 * `LatchVerifyingPaymaster`'s fee ceiling on every devnet chain (wei per gas): it pays no operation whose
 * `maxFeePerGas` is above, whoever signed it. 100 gwei: the devnet's base fee stays near 1 gwei, so only an
 * operation meant to drain the deposit reaches it.
 */
export const DEVNET_PAYMASTER_MAX_FEE_PER_GAS = 100n * 10n ** 9n

/**
 * `LatchVerifyingPaymaster`'s cost ceiling on every devnet chain (wei): it pays no operation whose prefund
 * (gas limits × `maxFeePerGas`) is above, whoever signed it. 0.5 ETH: 5,000,000 gas at the fee ceiling, far
 * above what the services' caps let one operation reserve.
 */
export const DEVNET_PAYMASTER_MAX_COST_WEI = 5n * 10n ** 17n
