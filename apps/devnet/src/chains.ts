/**
 * The two local chains of the devnet. `demoPort` is where `startDevnet({ fixedPorts: true })`
 * serves each one, so the demo page can hard-code its RPC URLs, and `bundlerDemoPort` its ERC-4337
 * bundler.
 *
 * @example
 * const rpcUrl = `http://127.0.0.1:${DEVNET_CHAINS[0].demoPort}`
 */
export const DEVNET_CHAINS = [
  { id: 31337, name: 'Latch Devnet', demoPort: 8545, bundlerDemoPort: 8555 },
  { id: 31338, name: 'Latch Devnet B', demoPort: 8546, bundlerDemoPort: 8556 },
] as const

/** The native currency of every devnet chain. */
export const DEVNET_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 }
