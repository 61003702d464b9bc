import {
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
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
import type { SolanaCaipNetworkId } from '../../solana/toSolanaCaipNetworkId'
import { DEV_WALLET_NAME } from '../announceDevWallet'
import { DEV_WALLET_ICON_BASE64 } from '../devWalletIcon'
import type { DevWalletStorage } from '../persistedState'
import { unauthorizedError, userRejectedError } from '../providerRpcError'
import { readStoredAuthorization, storeAuthorization } from '../storedAuthorization'
import type { ApprovalRequest } from '../types'
import { summarizeSolanaMessage, summarizeSolanaTransaction } from './summarizeSolanaRequest'

export interface CreateSolanaDevWalletParameters {
  /** The cluster it signs for and sends to: the devnet's Solana (`startDevnet().solana`). */
  cluster: { caipNetworkId: SolanaCaipNetworkId; rpcUrl: string }
  /** The 32-byte Ed25519 seed, hex (e.g. `SOLANA_DEVNET_KEYS[0]`). */
  key: string
  /** Shows the request to the user; resolve true to approve. */
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** Where the site's authorization survives a reload (e.g. window.localStorage). */
  storage?: DevWalletStorage | null
  /** The site's origin, shown in prompts. */
  origin?: string
}

/** The features the dev wallet implements, all of them asked through `approve` but a silent reconnect. */
export type SolanaDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The dev wallet on Solana: a wallet-standard `Wallet` with its features typed. */
export interface SolanaDevWallet extends Wallet {
  readonly features: SolanaDevWalletFeatures
  /**
   * The wallet's own account change (its UI): signs with the 32-byte hex `key` from now on; a site it is
   * connected to gets a `change` event with the new account (the grant covers the wallet's accounts).
   */
  switchAccount(key: string): Promise<void>
}

/** The storage key of the site's authorization; bump the version when its shape changes. */
export const SOLANA_DEV_WALLET_STORAGE_KEY = 'latch-devnet-wallet:solana:v1'

/** Beside the cluster's own id, the name wallet-standard apps use for a local validator. */
const LOCALNET = 'solana:localnet'
const TRANSACTION_VERSIONS = ['legacy', 0] as const

/**
 * Creates the dev wallet's Solana side, the same "Latch Devnet Wallet" as on EIP-6963 (like Phantom on
 * two chains): a wallet-standard wallet that signs with `key`, asks `approve` before connecting and before
 * each signature or send, and sends through the cluster's RPC. DOM-free, so it runs in Node tests too;
 * `installDevWallet` registers it in the page.
 *
 * @example
 * const wallet = await createSolanaDevWallet({ cluster: devnet.solana, key: SOLANA_DEVNET_KEYS[0], approve })
 * const { accounts } = await wallet.features['standard:connect'].connect()
 */
export async function createSolanaDevWallet(
  parameters: CreateSolanaDevWalletParameters,
): Promise<SolanaDevWallet> {
  const { approve, storage, cluster } = parameters
  const origin = parameters.origin ?? globalThis.location?.origin ?? 'http://localhost'
  let keyPair = await createKeyPairFromPrivateKeyBytes(hexToBytes(parameters.key))
  let address = await getAddressFromPublicKey(keyPair.publicKey)
  const chains: IdentifierString[] = [cluster.caipNetworkId, LOCALNET]
  const features = [
    StandardConnect,
    StandardDisconnect,
    StandardEvents,
    SolanaSignMessage,
    SolanaSignTransaction,
    SolanaSignAndSendTransaction,
  ] as const
  const toAccount = () =>
    Object.freeze({
      address,
      publicKey: new Uint8Array(getAddressEncoder().encode(address)),
      chains: Object.freeze([...chains]),
      features: Object.freeze([...features]),
      label: 'Solana account',
    }) as WalletAccount
  let account = toAccount()
  const listeners = new Set<StandardEventsListeners['change']>()
  let authorized = readStoredAuthorization(storage, SOLANA_DEV_WALLET_STORAGE_KEY)

  const accounts = () => (authorized ? [account] : [])
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return
    authorized = value
    storeAuthorization(storage, SOLANA_DEV_WALLET_STORAGE_KEY, value)
    for (const listener of listeners) listener({ accounts: accounts() })
  }
  const ask = async (request: Omit<ApprovalRequest, 'origin'>) => {
    if (!(await approve({ ...request, origin }))) throw userRejectedError()
  }
  const assertAuthorized = (requested: WalletAccount) => {
    if (!authorized || requested.address !== address) throw unauthorizedError()
  }
  const assertChain = (chain: IdentifierString | undefined) => {
    if (chain !== undefined && !chains.includes(chain)) {
      throw new Error(
        `The Latch Devnet Wallet does not know the cluster ${chain}; it knows ${chains.join(', ')}.`,
      )
    }
  }
  const sign = async (transaction: Uint8Array, chain: IdentifierString | undefined, method: string) => {
    assertChain(chain)
    const summary = summarizeSolanaTransaction(transaction, chain ?? cluster.caipNetworkId)
    await ask({ kind: 'transaction', method, summary, params: { chain } })
    return partiallySignTransaction([keyPair], getTransactionDecoder().decode(transaction))
  }

  const wallet: SolanaDevWallet = {
    async switchAccount(key) {
      keyPair = await createKeyPairFromPrivateKeyBytes(hexToBytes(key))
      address = await getAddressFromPublicKey(keyPair.publicKey)
      account = toAccount()
      if (authorized) for (const listener of listeners) listener({ accounts: accounts() })
    },
    version: '1.0.0',
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON_BASE64,
    chains,
    get accounts() {
      return accounts()
    },
    features: {
      [StandardConnect]: {
        version: '1.0.0',
        connect: async (input) => {
          if (!authorized && !input?.silent) {
            await ask({
              kind: 'connect',
              method: StandardConnect,
              summary: `Connect ${address}`,
              params: input,
            })
            setAuthorized(true)
          }
          return { accounts: accounts() }
        },
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
      [SolanaSignMessage]: {
        version: '1.1.0',
        signMessage: async (...inputs) => {
          const outputs = []
          for (const { account: requested, message } of inputs) {
            assertAuthorized(requested)
            await ask({
              kind: 'sign',
              method: SolanaSignMessage,
              summary: summarizeSolanaMessage(message),
              params: {},
            })
            const signature = await signBytes(keyPair.privateKey, message)
            outputs.push({
              signedMessage: message,
              signature: new Uint8Array(signature),
              signatureType: 'ed25519' as const,
            })
          }
          return outputs
        },
      },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signTransaction: async (...inputs) => {
          const outputs = []
          for (const input of inputs) {
            assertAuthorized(input.account)
            const signed = await sign(input.transaction, input.chain, SolanaSignTransaction)
            outputs.push({ signedTransaction: new Uint8Array(getTransactionEncoder().encode(signed)) })
          }
          return outputs
        },
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signAndSendTransaction: async (...inputs) => {
          const outputs = []
          for (const input of inputs) {
            assertAuthorized(input.account)
            const signed = await sign(input.transaction, input.chain, SolanaSignAndSendTransaction)
            await createSolanaRpc(cluster.rpcUrl)
              .sendTransaction(getBase64EncodedWireTransaction(signed), {
                encoding: 'base64',
                preflightCommitment: input.options?.preflightCommitment ?? 'confirmed',
                ...(input.options?.skipPreflight ? { skipPreflight: true } : {}),
              })
              .send()
            const signature = getBase58Encoder().encode(getSignatureFromTransaction(signed))
            outputs.push({ signature: new Uint8Array(signature) })
          }
          return outputs
        },
      },
    },
  }
  return wallet
}

function hexToBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('The Solana dev wallet needs a 32-byte key in hex.')
  return Uint8Array.from(hex.match(/../g)!, (byte) => Number.parseInt(byte, 16))
}
