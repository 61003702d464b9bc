import type { DevnetChain } from '@latch/devnet'

/** A devnet chain as globalSetup started it: its RPC URL and the fixture tokens and NFT collections on it. */
export type E2eChain = DevnetChain

/** The provider services globalSetup started, and the demo project's id. */
export interface E2eApi {
  url: string
  projectId: string
}

/** Where globalSetup put the demo, the chains, the services and the WalletConnect test wallet page. */
export function world(): { url: string; chains: E2eChain[]; api: E2eApi; testWalletUrl: string } {
  const url = process.env.LATCH_E2E_URL
  const chains = process.env.LATCH_E2E_CHAINS
  const api = process.env.LATCH_E2E_API
  const testWalletUrl = process.env.LATCH_E2E_TEST_WALLET
  if (!url || !chains || !api || !testWalletUrl)
    throw new Error('The e2e world is not up: run through playwright.config.ts (globalSetup)')
  return { url, chains: JSON.parse(chains) as E2eChain[], api: JSON.parse(api) as E2eApi, testWalletUrl }
}
