import type { DevnetChain, DevnetOnramp } from '../startDevnet'

/** The services' on-ramp settings (`AppDeps.onramp`) for a devnet: the shape the services read. */
export interface DevnetOnrampSettings {
  meld: { url: string; publicKey: string }
  usdCoin: Record<string, { name: string; contract: string }>
  webhookSecret: Uint8Array
}

/**
 * Points the services' meld at the devnet's sandbox, names each chain's LUSD as USD Coin, and shares
 * the webhook secret: what `npm run demo` and the e2e world pass as `onramp`.
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
    meld: { url: `${onramp.url}/`, publicKey: onramp.publicKey },
    usdCoin,
    webhookSecret: onramp.webhookSecret,
  }
}
