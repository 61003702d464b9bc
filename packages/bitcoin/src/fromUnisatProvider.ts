import { hex } from '@scure/base'
import type { BitcoinWallet, BitcoinWalletAccount } from './bitcoinWallet'

/** UniSat's injected provider (`window.unisat`), the calls the adapter makes. */
export interface UnisatProvider {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  signMessage(message: string, type: 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options: { autoFinalized: boolean; toSignInputs: { index: number; address: string }[] },
  ): Promise<string>
  on(event: 'accountsChanged', listener: (accounts: string[]) => void): void
  removeListener(event: 'accountsChanged', listener: (accounts: string[]) => void): void
  disconnect?(): Promise<void>
}

/**
 * Whether `value` looks like UniSat's provider.
 *
 * @example
 * isUnisatProvider(window.unisat)
 */
export function isUnisatProvider(value: unknown): value is UnisatProvider {
  const provider = value as Partial<UnisatProvider> | undefined
  return typeof provider?.requestAccounts === 'function' && typeof provider.signPsbt === 'function'
}

/**
 * Drives UniSat's provider: `requestAccounts` to connect, `getAccounts` to reconnect without a prompt, its
 * `bip322-simple` message signatures, `signPsbt` on hex (not finalized), `accountsChanged` events. UniSat
 * has one address at a time: it is the payment address.
 *
 * @example
 * const wallet = fromUnisatProvider(window.unisat)
 */
export function fromUnisatProvider(provider: UnisatProvider): BitcoinWallet {
  const toAccounts = async (addresses: string[]): Promise<BitcoinWalletAccount[]> => {
    const [address] = addresses
    if (!address) return []
    return [{ address, publicKey: await provider.getPublicKey(), purpose: 'payment' }]
  }
  return {
    async connect({ silent }) {
      return toAccounts(silent ? await provider.getAccounts() : await provider.requestAccounts())
    },
    async disconnect() {
      await provider.disconnect?.()
    },
    signMessage: ({ message }) => provider.signMessage(message, 'bip322-simple'),
    async signPsbt({ psbt, signInputs }) {
      const signed = await provider.signPsbt(hex.encode(psbt), {
        autoFinalized: false,
        toSignInputs: signInputs.flatMap(({ address, indexes }) =>
          indexes.map((index) => ({ index, address })),
        ),
      })
      return hex.decode(signed)
    },
    watch(onAccounts) {
      const listener = (addresses: string[]) => {
        void toAccounts(addresses).then(onAccounts, () => onAccounts([]))
      }
      provider.on('accountsChanged', listener)
      return () => provider.removeListener('accountsChanged', listener)
    },
  }
}
