/**
 * The devnet's Polkadot test accounts: sr25519 keys at Substrate's well-known dev derivations of its dev
 * phrase (`//Alice` … `//Ferdie`, what `new Keyring({ type: 'sr25519' }).addFromUri('//Alice')` makes), so
 * any Substrate tool re-derives them. Account 0 (//Alice) is the Polkadot demo account; the devnet funds all
 * six with `POLKADOT_DEVNET_START_BALANCE` at start. Public knowledge: never use them on a real chain.
 *
 * @example
 * const pair = new Keyring({ type: 'sr25519', ss58Format: 2 }).addFromUri(POLKADOT_DEVNET_URIS[0])
 */
export const POLKADOT_DEVNET_URIS = ['//Alice', '//Bob', '//Charlie', '//Dave', '//Eve', '//Ferdie'] as const

/** The SS58 address prefix of the devnet's chain (Rococo Asset Hub's, 2, which Kusama shares). */
export const POLKADOT_DEVNET_SS58_PREFIX = 2

/**
 * The SS58 addresses (prefix `POLKADOT_DEVNET_SS58_PREFIX`) of `POLKADOT_DEVNET_URIS`, in the same order.
 *
 * @example
 * const account = await api.query.system.account(POLKADOT_DEVNET_ADDRESSES[1])
 */
export const POLKADOT_DEVNET_ADDRESSES = [
  'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
  'FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP',
  'Fr4NzY1udSFFLzb2R3qxVQkwz9cZraWkyfH4h3mVVk7BK7P',
  'DfnTB4z7eUvYRqcGtTpFsLC69o6tvBSC1pEv8vWPZFtCkaK',
  'HnMAUz7r2G8G3hB27SYNyit5aJmh2a5P4eMdDtACtMFDbam',
  'DE14BzQ1bDXWPKeLoAqdLAm1GpyAWaWF1knF74cEZeomTBM',
] as const

/** What each test account holds at start: 1000 ROC (12 decimals). */
export const POLKADOT_DEVNET_START_BALANCE = 1000n * 10n ** 12n
