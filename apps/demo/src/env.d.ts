/** A fixture ERC-20 token the devnet deployed on a chain (LUSD, LGLD, LPTS). */
interface DemoToken {
  address: `0x${string}`
  symbol: string
  decimals: number
}
/** The demo's devnet chains; `tokens` when the devnet that started the demo said (its fixtures). */
declare const __LATCH_DEMO_CHAINS__: { id: number; name: string; rpcUrl: string; tokens?: DemoToken[] }[]
/** The devnet's Solana cluster (Surfpool), or null when the devnet runs without it. */
declare const __LATCH_DEMO_SOLANA__: {
  caipNetworkId: `solana:${string}`
  rpcUrl: string
  wsUrl: string
} | null
/** The devnet's Polkadot chain (Chopsticks), or null when the devnet runs without it. */
declare const __LATCH_DEMO_POLKADOT__: {
  caipNetworkId: `polkadot:${string}`
  wsUrl: string
  ss58Prefix: number
  symbol: string
  decimals: number
} | null
/** The devnet's Bitcoin regtest node (bcoin; the page reaches it only through the services), or null. */
declare const __LATCH_DEMO_BITCOIN__: { caipNetworkId: `bip122:${string}`; url: string } | null
/** The demo's provider services: the local API's base URL and the demo project's id. */
declare const __LATCH_DEMO_API__: { url: string; projectId: string }
/** The local WalletConnect relay (`ws://127.0.0.1:PORT`) the demo's WalletConnect connector pairs through. */
declare const __LATCH_DEMO_RELAY__: string
/** The embedded wallet's frame, on its own origin (`http://127.0.0.1:PORT`, no trailing slash). */
declare const __LATCH_DEMO_FRAME__: string
