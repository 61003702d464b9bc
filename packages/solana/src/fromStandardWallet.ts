import { SolanaSignAndSendTransaction, SolanaSignMessage } from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardConnect, StandardDisconnect, StandardEvents } from '@wallet-standard/features'
import { parseStandardAccounts } from './parseStandardAccounts'
import type { SolanaWallet } from './solanaWallet'

/* Each feature is read through this narrow shape, since a wallet's features are untyped at run time. */
type Method = (...args: never[]) => Promise<unknown>
type Feature = Record<string, Method | unknown>

/**
 * Wraps a wallet-standard wallet (`standard:connect` and friends, `solana:signMessage`,
 * `solana:signAndSendTransaction`) as a `SolanaWallet`. Requests pass the wallet's own `WalletAccount`
 * object back, as the standard asks, found by address among `wallet.accounts`.
 *
 * @example
 * const solanaWallet = fromStandardWallet(getWallets().get()[0])
 * const [address] = await solanaWallet.connect({ silent: true })
 */
export function fromStandardWallet(wallet: Wallet): SolanaWallet {
  const feature = (name: string) => wallet.features[name as IdentifierString] as Feature | undefined
  const call = async (name: string, method: string, ...args: unknown[]) => {
    const fn = feature(name)?.[method]
    if (typeof fn !== 'function') throw new Error(`The wallet has no ${name}.`)
    return (fn as (...args: unknown[]) => Promise<unknown>).apply(feature(name), args)
  }
  const accountOf = (address: string): WalletAccount => {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    if (!account) throw Object.assign(new Error(`The wallet has not granted ${address}.`), { code: 4100 })
    return account
  }
  const addresses = (accounts: unknown) =>
    (parseStandardAccounts(accounts) ?? []).map(({ address }) => address)

  return {
    chains: wallet.chains.filter((chain) => chain.startsWith('solana:')),

    async connect({ silent }) {
      const answer = (await call(StandardConnect, 'connect', silent ? { silent: true } : undefined)) as
        | { accounts?: unknown }
        | undefined
      return addresses(answer?.accounts ?? wallet.accounts)
    },

    async disconnect() {
      if (feature(StandardDisconnect)) await call(StandardDisconnect, 'disconnect')
    },

    watch(onChange) {
      const on = feature(StandardEvents)?.on
      if (typeof on !== 'function') return () => {}
      const off = on.call(feature(StandardEvents), 'change', (properties: { accounts?: unknown }) => {
        if (properties.accounts !== undefined) onChange(addresses(properties.accounts))
      })
      return typeof off === 'function' ? () => off() : () => {}
    },

    ...(feature(SolanaSignMessage)
      ? {
          async signMessage({ address, message }) {
            const outputs = (await call(SolanaSignMessage, 'signMessage', {
              account: accountOf(address),
              message,
            })) as readonly { signature?: unknown }[] | undefined
            return outputs?.[0]?.signature
          },
        }
      : {}),

    ...(feature(SolanaSignAndSendTransaction)
      ? {
          async signAndSendTransaction({ address, chain, transaction }) {
            const outputs = (await call(SolanaSignAndSendTransaction, 'signAndSendTransaction', {
              account: accountOf(address),
              chain,
              transaction,
            })) as readonly { signature?: unknown }[] | undefined
            return outputs?.[0]?.signature
          },
        }
      : {}),
  }
}
