/**
 * The display names of the extensions most people use, by the key each injects under (the same names as
 * their EVM sides announce, so core merges a wallet present on both). Anything else is shown by the name its
 * entry carries, else by its key.
 */
export const KNOWN_POLKADOT_EXTENSIONS: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
}
