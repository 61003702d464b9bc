import type { Page } from '@playwright/test'

/**
 * Makes the demo's dev wallet leave one EIP-1193 method unanswered, as a person who has not yet
 * decided in the extension: the page waits on it (e.g. SwitchNetwork while `wallet_switchEthereumChain`
 * is pending). The wallet is the one installDevWallet keeps under `Symbol.for('latch.devnet-wallet')`.
 *
 * @example await holdDevWalletMethod(page, 'wallet_switchEthereumChain')
 */
export async function holdDevWalletMethod(page: Page, method: string): Promise<void> {
  await page.evaluate((held) => {
    interface Requester {
      request: (args: { method: string; params?: unknown }) => Promise<unknown>
    }
    const registry = window as unknown as Record<symbol, Requester | undefined>
    const wallet = registry[Symbol.for('latch.devnet-wallet')]
    if (!wallet) throw new Error('The dev wallet is not installed in this page')
    const request = wallet.request.bind(wallet)
    wallet.request = (args) => (args.method === held ? new Promise(() => {}) : request(args))
  }, method)
}
