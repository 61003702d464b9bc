export interface E2eChain {
  id: number
  name: string
  rpcUrl: string
}

/** Where globalSetup put the demo and the chains. */
export function world(): { url: string; chains: E2eChain[] } {
  const url = process.env.LATCH_E2E_URL
  const chains = process.env.LATCH_E2E_CHAINS
  if (!url || !chains)
    throw new Error('The e2e world is not up: run through playwright.config.ts (globalSetup)')
  return { url, chains: JSON.parse(chains) as E2eChain[] }
}
