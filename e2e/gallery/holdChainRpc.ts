import type { Page } from '@playwright/test'

/**
 * Holds the JSON-RPC calls to `rpcUrl` that ask one of `methods` (single or batched): the page waits on
 * them, e.g. the send preview's fee while `eth_estimateGas` is pending. Every other call goes through.
 *
 * @example await holdChainRpc(page, world().chains[0]!.rpcUrl, ['eth_estimateGas', 'eth_gasPrice'])
 */
export async function holdChainRpc(page: Page, rpcUrl: string, methods: readonly string[]): Promise<void> {
  const origin = new URL(rpcUrl).origin
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      const body = route.request().postData() ?? ''
      if (methods.some((method) => body.includes(`"${method}"`))) return
      await route.continue()
    },
  )
}
