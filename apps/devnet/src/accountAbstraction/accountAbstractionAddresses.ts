import { type Address, type Hex, zeroHash } from 'viem'

/**
 * The CREATE2 deployer every anvil has at genesis (Arachnid's, the one the ERC-4337 contracts are deployed
 * through on public chains): a transaction to it carrying `salt ‖ initCode` creates the contract at an address
 * that depends on those only, the same on every chain.
 */
export const CREATE2_DEPLOYER_ADDRESS: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/** The salt EntryPoint v0.8 was deployed with on public chains, which gives its canonical address. */
export const ENTRY_POINT_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

/** The salt of the devnet's own ERC-4337 contracts (smart-account implementation, factory, paymaster). */
export const DEVNET_ACCOUNT_ABSTRACTION_SALT: Hex = zeroHash

/**
 * EntryPoint v0.8 (`@account-abstraction/contracts@0.8.0`), at its canonical address on every devnet chain.
 *
 * @example
 * const account = await toSoladySmartAccount({
 *   client, owner, factoryAddress: DEVNET_ACCOUNT_FACTORY_ADDRESS, salt,
 *   entryPoint: { abi: entryPoint08Abi, address: DEVNET_ENTRY_POINT_ADDRESS, version: '0.8' },
 * })
 */
export const DEVNET_ENTRY_POINT_ADDRESS: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/**
 * `LatchSmartAccount`'s implementation (Solady's ERC-4337 account on EntryPoint v0.8), the same on every devnet
 * chain: the factory's accounts are ERC-1967 proxies to it. Follows the compiled bytecode: recompiling the
 * account moves it (the devnet then refuses to start until this constant is updated).
 */
export const DEVNET_SMART_ACCOUNT_IMPLEMENTATION_ADDRESS: Address =
  '0x7dA0edA6fc6b4bD800C5aF46dbc387576Df4D770'

/**
 * `LatchAccountFactory` over that implementation, the same on every devnet chain: what a host and the embedded
 * wallet's frame name as the factory of a `toSoladySmartAccount` (the salt starts with the owner's address:
 * `devnetSmartAccountSalt`).
 *
 * @example
 * const account = await toDevnetSmartAccount(client, owner) // this factory, EntryPoint v0.8
 */
export const DEVNET_ACCOUNT_FACTORY_ADDRESS: Address = '0x207446CDf7FB4f25E4ad118517032677462c6358'

/**
 * `LatchVerifyingPaymaster` on EntryPoint v0.8, its signer `DEVNET_PAYMASTER_SIGNER_KEY`'s address, its owner
 * the operator's and its ceilings `DEVNET_PAYMASTER_MAX_FEE_PER_GAS` and `DEVNET_PAYMASTER_MAX_COST_WEI`, the
 * same on every devnet chain: it pays for the user operations the services' paymaster route
 * (`POST /v1/paymaster/{chainId}`, `signPaymasterData`) approved, below those ceilings.
 */
export const DEVNET_PAYMASTER_ADDRESS: Address = '0xEceB012b983d7f6e3DFB56B56dc91bbEb722C644'
