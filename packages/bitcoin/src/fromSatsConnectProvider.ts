import { base64 } from '@scure/base'
import type { BitcoinAddressPurpose, BitcoinWallet, BitcoinWalletAccount } from './bitcoinWallet'
import { toAddressPurpose } from './toAddressPurpose'

/** An answer of a sats-connect provider's `request`. */
type SatsConnectAnswer<T> =
  | { status: 'success'; result: T }
  | { status: 'error'; error: { code: number; message: string } }

/** A sats-connect provider (`window.XverseProviders.BitcoinProvider`, `window.btc`): one `request` method. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  /** Xverse's event subscription; returns a function that stops it. */
  addListener?(event: 'accountChange', listener: () => void): () => void
}

/** sats-connect's user-rejection code (`RpcErrorCode.USER_REJECTION`), answered as EIP-1193's 4001. */
const SATS_CONNECT_USER_REJECTION = -32000

interface SatsConnectAddress {
  address: string
  publicKey: string
  purpose?: string
  derivationPath?: string
}

function toAccount(entry: SatsConnectAddress): BitcoinWalletAccount {
  const purpose: BitcoinAddressPurpose =
    entry.purpose === 'payment' || entry.purpose === 'ordinals'
      ? entry.purpose
      : toAddressPurpose(entry.address)
  return {
    address: entry.address,
    publicKey: entry.publicKey,
    purpose,
    ...(typeof entry.derivationPath === 'string' ? { path: entry.derivationPath } : {}),
  }
}

/**
 * Whether `value` looks like a sats-connect provider (a `request` function).
 *
 * @example
 * isSatsConnectProvider(window.btc) // true with Xverse or Leather installed
 */
export function isSatsConnectProvider(value: unknown): value is SatsConnectProvider {
  return typeof (value as { request?: unknown } | undefined)?.request === 'function'
}

/**
 * Drives a sats-connect provider by its `request(method, params)`: `getAccounts` (payment and ordinals) to
 * connect, `wallet_getAccount` to reconnect without a prompt, `signMessage` with the BIP-322 protocol,
 * `signPsbt` (base64, not broadcast), `wallet_renouncePermissions` to disconnect. An error answer is thrown
 * with its code, a rejection as 4001.
 *
 * @example
 * const wallet = fromSatsConnectProvider(window.XverseProviders.BitcoinProvider)
 */
export function fromSatsConnectProvider(provider: SatsConnectProvider): BitcoinWallet {
  const call = async <T>(method: string, params?: unknown): Promise<T> => {
    const answer = (await provider.request(method, params)) as SatsConnectAnswer<T>
    if (answer?.status === 'success') return answer.result
    const error = answer?.status === 'error' ? answer.error : { code: -32603, message: 'No answer' }
    const code = error.code === SATS_CONNECT_USER_REJECTION ? 4001 : error.code
    throw Object.assign(new Error(error.message), { code })
  }
  /** The addresses already granted, without a prompt: `[]` when the wallet refuses. */
  const readGranted = async () => {
    try {
      const { addresses } = await call<{ addresses: SatsConnectAddress[] }>('wallet_getAccount')
      return addresses.map(toAccount)
    } catch {
      return []
    }
  }
  let current: BitcoinWalletAccount[] = []
  return {
    async connect({ silent }) {
      if (silent) {
        current = await readGranted()
        return current
      }
      const addresses = await call<SatsConnectAddress[]>('getAccounts', { purposes: ['payment', 'ordinals'] })
      current = addresses.map(toAccount)
      return current
    },
    async disconnect() {
      current = []
      await call('wallet_renouncePermissions').catch(() => undefined)
    },
    async signMessage({ address, message }) {
      const { signature } = await call<{ signature: string }>('signMessage', {
        address,
        message,
        protocol: 'BIP322',
      })
      return signature
    },
    async signPsbt({ psbt, signInputs }) {
      const result = await call<{ psbt: string }>('signPsbt', {
        psbt: base64.encode(psbt),
        signInputs: Object.fromEntries(signInputs.map(({ address, indexes }) => [address, [...indexes]])),
        broadcast: false,
      })
      return base64.decode(result.psbt)
    },
    watch(onAccounts) {
      if (typeof provider.addListener !== 'function') return () => {}
      return provider.addListener('accountChange', () => {
        void readGranted().then((accounts) => {
          current = accounts
          onAccounts(accounts)
        })
      })
    },
  }
}
