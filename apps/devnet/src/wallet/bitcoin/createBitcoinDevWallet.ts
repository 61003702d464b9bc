import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { type BitcoinDevnetAccount, type BitcoinDevnetKey, bitcoinDevnetAccount } from '../../bitcoinAccounts'
import { DEV_WALLET_NAME } from '../announceDevWallet'
import { DEV_WALLET_ICON_BASE64 } from '../devWalletIcon'
import type { DevWalletStorage } from '../persistedState'
import { ProviderRpcError, unauthorizedError, userRejectedError } from '../providerRpcError'
import { readStoredAuthorization, storeAuthorization } from '../storedAuthorization'
import type { ApprovalRequest } from '../types'
import { toSatsConnectAddress, toSatsConnectCode } from './satsConnectShapes'
import { signBip322Simple } from './signBip322Simple'
import { summarizeBitcoinPsbt } from './summarizeBitcoinPsbt'

export interface CreateBitcoinDevWalletParameters {
  /** The chain it serves: the devnet's node (`startDevnet().bitcoin.caipNetworkId`). */
  caipNetworkId: string
  /** Which devnet account signs (`bitcoinDevnetAccount`, 0 to 5; default 0, the demo's). */
  account?: number
  /** Shows the request to the user; resolve true to approve. */
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** Where the site's authorization survives a reload (e.g. window.localStorage). */
  storage?: DevWalletStorage | null
  /** The site's origin, shown in prompts. */
  origin?: string
}

type Purpose = 'payment' | 'ordinals'

/** The Bitcoin wallet-standard features the dev wallet implements, as Xverse registers them. */
export type BitcoinDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature & {
    'bitcoin:connect': {
      version: '1.0.0'
      connect(input?: { purposes?: Purpose[] }): Promise<{ accounts: readonly WalletAccount[] }>
    }
    'bitcoin:signMessage': {
      version: '1.0.0'
      signMessage(
        ...inputs: { account: WalletAccount; message: Uint8Array }[]
      ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
    }
    'bitcoin:signTransaction': {
      version: '1.0.0'
      signTransaction(
        ...inputs: {
          psbt: Uint8Array
          inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
        }[]
      ): Promise<{ signedPsbt: Uint8Array }[]>
    }
  }

/** The dev wallet on Bitcoin: a wallet-standard wallet, and the same wallet in sats-connect's request shape. */
export interface BitcoinDevWallet extends Wallet {
  readonly features: BitcoinDevWalletFeatures
  /** sats-connect's `request(method, params)` (`getAccounts`, `wallet_getAccount`, `signMessage`, `signPsbt`, `wallet_renouncePermissions`). */
  readonly provider: BitcoinDevProvider
  /**
   * The wallet's own account change (its UI): signs as devnet account `account` from now on; a site it is
   * connected to gets a `change` event with the new addresses (the grant covers the wallet's accounts).
   */
  switchAccount(account: number): void
}

/** The sats-connect provider shape (what `window.btc` answers), named so discovery lists it once. */
export interface BitcoinDevProvider {
  readonly name: string
  request(method: string, params?: unknown): Promise<unknown>
}

/** The storage key of the site's authorization; bump the version when its shape changes. */
export const BITCOIN_DEV_WALLET_STORAGE_KEY = 'latch-devnet-wallet:bitcoin:v1'

/**
 * Creates the dev wallet's Bitcoin side, the same "Latch Devnet Wallet" as on EIP-6963: a wallet-standard
 * wallet with `bitcoin:connect`, `bitcoin:signMessage` (BIP-322 simple) and `bitcoin:signTransaction`
 * (PSBT), and the sats-connect `request` shape, both over one devnet account's payment (P2WPKH) and
 * ordinals (P2TR) keys, as Xverse splits them. Every connect, signature and PSBT asks `approve` (a silent
 * reconnect does not). DOM-free, so it runs in Node tests too; `installDevWallet` registers it in the page.
 *
 * @example
 * const wallet = createBitcoinDevWallet({ caipNetworkId: devnet.bitcoin.caipNetworkId, approve })
 * const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
 */
export function createBitcoinDevWallet(parameters: CreateBitcoinDevWalletParameters): BitcoinDevWallet {
  const { approve, storage, caipNetworkId } = parameters
  const origin = parameters.origin ?? globalThis.location?.origin ?? 'http://localhost'
  let keys: BitcoinDevnetAccount = bitcoinDevnetAccount(parameters.account ?? 0)
  const chains = [caipNetworkId as IdentifierString]
  const featureNames = [
    StandardConnect,
    StandardDisconnect,
    StandardEvents,
    'bitcoin:connect',
    'bitcoin:signMessage',
    'bitcoin:signTransaction',
  ] as const
  const toWalletAccount = (key: BitcoinDevnetKey, purpose: Purpose): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: hex.decode(key.publicKey),
      chains: Object.freeze([...chains]),
      features: Object.freeze([...featureNames]),
      // the purpose, as wallets label Bitcoin accounts
      label: purpose,
    }) as WalletAccount
  const toAccounts = () => ({
    payment: toWalletAccount(keys.payment, 'payment'),
    ordinals: toWalletAccount(keys.ordinals, 'ordinals'),
  })
  let accountsByPurpose = toAccounts()
  const keyOf = (address: string): [BitcoinDevnetKey, Purpose] | undefined =>
    address === keys.payment.address
      ? [keys.payment, 'payment']
      : address === keys.ordinals.address
        ? [keys.ordinals, 'ordinals']
        : undefined
  const listeners = new Set<StandardEventsListeners['change']>()
  let authorized = readStoredAuthorization(storage, BITCOIN_DEV_WALLET_STORAGE_KEY)

  const accounts = () => (authorized ? [accountsByPurpose.payment, accountsByPurpose.ordinals] : [])
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return
    authorized = value
    storeAuthorization(storage, BITCOIN_DEV_WALLET_STORAGE_KEY, value)
    for (const listener of listeners) listener({ accounts: accounts() })
  }
  const ask = async (request: Omit<ApprovalRequest, 'origin'>) => {
    if (!(await approve({ ...request, origin }))) throw userRejectedError()
  }
  const requireKey = (address: string) => {
    const found = keyOf(address)
    if (!authorized || !found) throw unauthorizedError()
    return found
  }
  const connect = async (method: string) => {
    if (!authorized) {
      await ask({
        kind: 'connect',
        method,
        summary: `Connect ${keys.payment.address} (payment) and ${keys.ordinals.address} (ordinals)`,
        params: { purposes: ['payment', 'ordinals'] },
      })
      setAuthorized(true)
    }
    return accounts()
  }
  const signMessage = async (address: string, message: string, method: string) => {
    const [key, purpose] = requireKey(address)
    await ask({
      kind: 'sign',
      method,
      summary: `Sign "${message}" with ${address}`,
      params: { protocol: 'BIP322' },
    })
    return signBip322Simple(key, message, purpose)
  }
  const signPsbt = async (
    psbt: Uint8Array,
    inputs: { address: string; indexes: number[] }[],
    method: string,
  ) => {
    const summary = summarizeBitcoinPsbt(psbt)
    const signers = inputs.map(({ address, indexes }) => ({ key: requireKey(address)[0], indexes }))
    await ask({ kind: 'transaction', method, summary, params: { inputs } })
    const tx = Transaction.fromPSBT(psbt)
    for (const { key, indexes } of signers) for (const index of indexes) tx.signIdx(key.privateKey, index)
    return tx.toPSBT(0)
  }

  const provider: BitcoinDevProvider = {
    name: DEV_WALLET_NAME,
    async request(method, params) {
      try {
        return { status: 'success', result: await satsConnectRequest(method, params) }
      } catch (error) {
        return {
          status: 'error',
          error: { code: toSatsConnectCode(error), message: (error as Error).message },
        }
      }
    },
  }
  const satsConnectRequest = async (method: string, params: unknown): Promise<unknown> => {
    const input = (params ?? {}) as Record<string, unknown>
    switch (method) {
      case 'getAccounts':
        await connect(method)
        return [
          toSatsConnectAddress(keys.payment, 'payment'),
          toSatsConnectAddress(keys.ordinals, 'ordinals'),
        ]
      case 'wallet_getAccount':
        if (!authorized) throw unauthorizedError()
        return {
          addresses: [
            toSatsConnectAddress(keys.payment, 'payment'),
            toSatsConnectAddress(keys.ordinals, 'ordinals'),
          ],
        }
      case 'wallet_renouncePermissions':
        setAuthorized(false)
        return null
      case 'signMessage': {
        if (typeof input.address !== 'string' || typeof input.message !== 'string') {
          throw new ProviderRpcError(-32602, 'signMessage needs an address and a message')
        }
        const signature = await signMessage(input.address, input.message, method)
        return { signature, address: input.address, protocol: 'BIP322' }
      }
      case 'signPsbt': {
        const signInputs = input.signInputs as Record<string, number[]> | undefined
        if (typeof input.psbt !== 'string' || !signInputs) {
          throw new ProviderRpcError(-32602, 'signPsbt needs a base64 psbt and signInputs')
        }
        const inputs = Object.entries(signInputs).map(([address, indexes]) => ({ address, indexes }))
        return { psbt: base64.encode(await signPsbt(base64.decode(input.psbt), inputs, method)) }
      }
      default:
        throw new ProviderRpcError(-32601, `The Latch Devnet Wallet does not support ${method}`)
    }
  }

  return {
    switchAccount(account) {
      keys = bitcoinDevnetAccount(account)
      accountsByPurpose = toAccounts()
      if (authorized) for (const listener of listeners) listener({ accounts: accounts() })
    },
    version: '1.0.0',
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON_BASE64,
    chains,
    get accounts() {
      return accounts()
    },
    provider,
    features: {
      [StandardConnect]: {
        version: '1.0.0',
        connect: async (input) => ({ accounts: input?.silent ? accounts() : await connect(StandardConnect) }),
      },
      [StandardDisconnect]: { version: '1.0.0', disconnect: async () => setAuthorized(false) },
      [StandardEvents]: {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => ({ accounts: await connect('bitcoin:connect') }),
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs) => {
          const outputs = []
          for (const { account, message } of inputs) {
            const text = new TextDecoder().decode(message)
            const signature = await signMessage(account.address, text, 'bitcoin:signMessage')
            outputs.push({ signedMessage: message, signature: base64.decode(signature) })
          }
          return outputs
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (...inputs) => {
          const outputs = []
          for (const { psbt, inputsToSign } of inputs) {
            const signers = inputsToSign.map(({ account, signingIndexes }) => ({
              address: account.address,
              indexes: signingIndexes,
            }))
            outputs.push({ signedPsbt: await signPsbt(psbt, signers, 'bitcoin:signTransaction') })
          }
          return outputs
        },
      },
    },
  }
}
