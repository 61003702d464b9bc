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

// The devnet's RPC URLs are baked in at build/serve time; tests pass free ports through LATCH_DEMO_CHAINS.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  define: { __LATCH_DEMO_CHAINS__: JSON.stringify(demoChains()) },
  build: { manifest: true, sourcemap: false, target: 'es2022' },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
})
