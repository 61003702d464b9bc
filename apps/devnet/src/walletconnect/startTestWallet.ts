import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

/** Where `npm run demo` serves the test wallet page. */
export const DEVNET_TEST_WALLET_DEMO_PORT = 8549

/** A chain the test wallet signs for and sends to. */
export interface TestWalletChain {
  id: number
  name: string
  rpcUrl: string
}

export interface StartTestWalletParameters {
  /** The relay the page's WalletKit talks to, e.g. `startRelay()`'s `url`. */
  relayUrl: string
  /** The devnet chains the wallet offers (the first is its default). */
  chains: TestWalletChain[]
  /** 0 or omitted: a free port. */
  port?: number
}

export interface StartTestWalletReturnType {
  /** e.g. `http://127.0.0.1:8549/`; add `?uri=wc:…` to pair at once, `?account=N` for another anvil key. */
  url: string
  stop(): Promise<void>
}

/**
 * Serves the WalletConnect test wallet page (WalletKit on an anvil key, see `testWallet/main.ts`) with Vite
 * on loopback; the relay URL and the chains reach the page as a Vite define. Test infrastructure, never shipped.
 *
 * @example
 * const wallet = await startTestWallet({ relayUrl: relay.url, chains: devnet.chains })
 * await page.goto(`${wallet.url}?uri=${encodeURIComponent(uri)}`)
 * await wallet.stop()
 */
export async function startTestWallet(params: StartTestWalletParameters): Promise<StartTestWalletReturnType> {
  if (params.chains.length === 0) throw new Error('startTestWallet needs at least one chain.')
  // Loaded here, not at the top: everything importing '@latch/devnet' would otherwise load Vite.
  const { createServer } = await import('vite')
  const chains = params.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl }))
  const server = await createServer({
    configFile: false,
    root: join(import.meta.dirname, 'testWallet'),
    logLevel: 'warn',
    define: {
      __LATCH_TEST_WALLET__: JSON.stringify({ relayUrl: params.relayUrl, chains }),
      // Some of the SDKs' dependencies still read Node's `global`.
      global: 'globalThis',
    },
    server: { host: '127.0.0.1', port: params.port ?? 0, strictPort: true },
  })
  try {
    await server.listen()
  } catch (error) {
    await server.close()
    throw new Error(
      `Could not serve the WalletConnect test wallet on port ${params.port}: ${(error as Error).message}. Stop the process using it or omit \`port\` to get a free one.`,
    )
  }
  const { port } = server.httpServer!.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() }
}
