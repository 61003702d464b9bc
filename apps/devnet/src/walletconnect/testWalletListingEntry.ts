/** The test wallet's id in the wallet listing. */
export const TEST_WALLET_LISTING_ID = 'latch-test-wallet'

/**
 * The WalletConnect test wallet as a wallet registry entry (apps/api's registry format), listed first:
 * its universal link is its own page, so on a phone Latch opens `{url}/wc?uri=…` and it pairs there.
 * The local world (`npm run demo`, the e2e setup) imports it next to the shipped registry.
 *
 * @example
 * await importWalletRegistry(db, { version: 1, wallets: [testWalletListingEntry(wallet.url, chains)] })
 */
export function testWalletListingEntry(url: string, chains: readonly { id: number }[]) {
  return {
    id: TEST_WALLET_LISTING_ID,
    name: 'Latch Test Wallet',
    rdns: null,
    homepage: url,
    mobile_link: url,
    desktop_link: null,
    webapp_link: url,
    chains: chains.map((chain) => `eip155:${chain.id}`),
    badge_type: 'certified' as const,
    order: 0,
  }
}
