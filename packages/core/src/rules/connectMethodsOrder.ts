export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * The order of the connect methods: email, social, wallet by default; wallet, email, social when
 * installed browser wallets exist; a host-configured order wins.
 *
 * @example
 * getConnectMethodsOrder({ hasInstalledWallets: true }) // ['wallet', 'email', 'social']
 */
export function getConnectMethodsOrder(opts: {
  configured?: readonly ConnectMethod[]
  hasInstalledWallets: boolean
}): ConnectMethod[] {
  // an empty list would leave the Connect view blank, which no host means; duplicates would draw a section twice
  if (opts.configured?.length) return [...new Set(opts.configured)]
  return opts.hasInstalledWallets ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}
