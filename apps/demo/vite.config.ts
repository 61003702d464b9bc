import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

interface DemoChain {
  id: number
  name: string
  rpcUrl: string
}

/** The chains the demo shows: from LATCH_DEMO_CHAINS (JSON) when set, else the devnet's fixed demo ports. */
function demoChains(): DemoChain[] {
  if (process.env.LATCH_DEMO_CHAINS) return JSON.parse(process.env.LATCH_DEMO_CHAINS) as DemoChain[]
  return [
    { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' },
    { id: 31338, name: 'Latch Devnet B', rpcUrl: 'http://127.0.0.1:8546' },
  ]
}

interface DemoSolana {
  caipNetworkId: string
  rpcUrl: string
  wsUrl: string
}

/**
 * The devnet's Solana cluster: from LATCH_DEMO_SOLANA (JSON) when set, else none. Its CAIP-2 id comes from a
 * genesis hash that is new at each start, so there is no fixed default: `npm run demo` always sets it.
 */
function demoSolana(): DemoSolana | null {
  const solana = JSON.parse(process.env.LATCH_DEMO_SOLANA ?? 'null') as DemoSolana | null
  return solana && { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl }
}

/** The devnet's Polkadot chain (Chopsticks): from LATCH_DEMO_POLKADOT (JSON) when set, else none. */
function demoPolkadot() {
  const polkadot = JSON.parse(process.env.LATCH_DEMO_POLKADOT ?? 'null') as {
    caipNetworkId: string
    wsUrl: string
    ss58Prefix: number
    symbol: string
    decimals: number
  } | null
  return (
    polkadot && {
      caipNetworkId: polkadot.caipNetworkId,
      wsUrl: polkadot.wsUrl,
      ss58Prefix: polkadot.ss58Prefix,
      symbol: polkadot.symbol,
      decimals: polkadot.decimals,
    }
  )
}

/** The devnet's Bitcoin regtest node (bcoin): from LATCH_DEMO_BITCOIN (JSON) when set, else none. Its API key stays out of the page. */
function demoBitcoin() {
  const bitcoin = JSON.parse(process.env.LATCH_DEMO_BITCOIN ?? 'null') as {
    caipNetworkId: string
    url: string
  } | null
  return bitcoin && { caipNetworkId: bitcoin.caipNetworkId, url: bitcoin.url }
}

interface DemoApi {
  url: string
  projectId: string
}

/** The provider services the demo calls: from LATCH_DEMO_API (JSON) when set, else `npm run demo`'s fixed port. */
function demoApi(): DemoApi {
  if (process.env.LATCH_DEMO_API) return JSON.parse(process.env.LATCH_DEMO_API) as DemoApi
  return { url: 'http://127.0.0.1:8787', projectId: 'latch-demo' }
}

/** The WalletConnect relay the demo pairs through: LATCH_DEMO_RELAY when set, else `npm run demo`'s local relay. */
function demoRelay(): string {
  return process.env.LATCH_DEMO_RELAY ?? 'ws://127.0.0.1:8548'
}

/**
 * The embedded wallet's frame (its own origin, no trailing slash): LATCH_DEMO_FRAME when set, else
 * `npm run demo`'s fixed port.
 */
function demoFrame(): string {
  return process.env.LATCH_DEMO_FRAME ?? 'http://127.0.0.1:5174'
}

// The devnet's RPC URLs (and Solana cluster), the API's URL, the relay's and the frame's are baked in at build/serve time; tests
// pass free ports through LATCH_DEMO_CHAINS, LATCH_DEMO_API, LATCH_DEMO_RELAY and LATCH_DEMO_FRAME.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  define: {
    __LATCH_DEMO_CHAINS__: JSON.stringify(demoChains()),
    __LATCH_DEMO_SOLANA__: JSON.stringify(demoSolana()),
    __LATCH_DEMO_POLKADOT__: JSON.stringify(demoPolkadot()),
    __LATCH_DEMO_BITCOIN__: JSON.stringify(demoBitcoin()),
    __LATCH_DEMO_API__: JSON.stringify(demoApi()),
    __LATCH_DEMO_RELAY__: JSON.stringify(demoRelay()),
    __LATCH_DEMO_FRAME__: JSON.stringify(demoFrame()),
  },
  build: { manifest: true, sourcemap: false, target: 'es2022' },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
})
