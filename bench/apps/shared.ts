// The one EVM network every app uses, with viem's default public RPC for it (what `http()` with no
// URL would use), so each toolkit gets the same network with the same endpoint.
export const APP_NAME = 'Latch bench'
/** WalletConnect-based peers require a project id; any string works offline. */
export const PROJECT_ID = 'latch-bench'
export const MAINNET_RPC_URL = 'https://ethereum.reth.rs/rpc'
