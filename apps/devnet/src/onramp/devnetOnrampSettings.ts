import type { DevnetChain, DevnetOnramp } from '../startDevnet'

/** The services' on-ramp settings (`AppDeps.onramp`) for a devnet: the shape the services read. */
export interface DevnetOnrampSettings {
  meld: { url: string; publicKey: string; webhookSecret: Uint8Array }
  usdCoin: Record<string, { name: string; contract: string }>
}

/**
 * Points the services' meld at the devnet's sandbox, with the secret the sandbox signs its reports with as
 * meld's, and names each chain's LUSD as USD Coin: what `npm run demo` and the e2e world pass as `onramp`.
 *
 * @example
 * await startApiServer({ …, onramp: devnetOnrampSettings(devnet.onramp!, devnet.chains) })
 */
export function devnetOnrampSettings(
  onramp: DevnetOnramp,
  chains: readonly DevnetChain[],
): DevnetOnrampSettings {
  const usdCoin: DevnetOnrampSettings['usdCoin'] = {}
  for (const chain of chains) {
    const lusd = chain.tokens.find((token) => token.symbol === 'LUSD')
    if (lusd) usdCoin[`eip155:${chain.id}`] = { name: chain.name, contract: lusd.address }
  }
  return {
    meld: { url: `${onramp.url}/`, publicKey: onramp.publicKey, webhookSecret: onramp.webhookSecret },
    usdCoin,
  }
}
