import type { InjectedSolanaProvider } from './findInjectedSolanaProvider'
import type { SolanaWallet } from './solanaWallet'

/**
 * Wraps a legacy injected provider (`window.phantom.solana`) as a `SolanaWallet`: `connect` with
 * `onlyIfTrusted` for a silent reconnect, `signMessage(bytes, 'utf8')`, `accountChanged` and `disconnect`
 * events. It cannot sign and send: its `signAndSendTransaction` takes a web3.js `Transaction` object,
 * which this adapter does not build; such a wallet answers sends with `UnsupportedMethodError`.
 *
 * @example
 * const solanaWallet = fromInjectedProvider(window.phantom.solana)
 */
export function fromInjectedProvider(provider: InjectedSolanaProvider): SolanaWallet {
  return {
    chains: [],

    async connect({ silent }) {
      const answer = await provider.connect(silent ? { onlyIfTrusted: true } : undefined)
      const address = publicKeyOf(answer) ?? publicKeyOf(provider)
      return address ? [address] : []
    },

    async disconnect() {
      await provider.disconnect()
    },

    watch(onChange) {
      const onAccount = (publicKey: unknown) => {
        const address = publicKey ? String(publicKey) : undefined
        onChange(address ? [address] : [])
      }
      const onDisconnect = () => onChange([])
      provider.on?.('accountChanged', onAccount)
      provider.on?.('disconnect', onDisconnect)
      return () => {
        const off = (provider.off ?? provider.removeListener)?.bind(provider)
        off?.('accountChanged', onAccount)
        off?.('disconnect', onDisconnect)
      }
    },

    ...(typeof provider.signMessage === 'function'
      ? {
          async signMessage({ message }) {
            const answer = (await provider.signMessage?.(message, 'utf8')) as
              | { signature?: unknown }
              | undefined
            return answer?.signature
          },
        }
      : {}),
  }
}

/** A legacy answer's `publicKey` (a web3.js `PublicKey`, whose `toString` is base58), as a string. */
function publicKeyOf(value: unknown): string | undefined {
  const publicKey = (value as { publicKey?: unknown } | null | undefined)?.publicKey
  return publicKey ? String(publicKey) : undefined
}
