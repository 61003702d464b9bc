import { Keyring } from '@polkadot/keyring'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON, SignerPayloadRaw } from '@polkadot/types/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import { POLKADOT_DEVNET_SS58_PREFIX, POLKADOT_DEVNET_URIS } from '../../polkadot/polkadotAccounts'
import { DEV_WALLET_NAME } from '../announceDevWallet'
import { DEV_WALLET_ICON } from '../devWalletIcon'
import type { DevWalletStorage } from '../persistedState'
import { readStoredAuthorization, storeAuthorization } from '../storedAuthorization'
import type { ApprovalRequest } from '../types'
import { summarizePolkadotMessage, summarizePolkadotPayload } from './summarizePolkadotRequest'

export interface CreatePolkadotDevWalletParameters {
  /** The key's derivation (default `POLKADOT_DEVNET_URIS[0]`, //Alice, the Polkadot demo account). */
  uri?: string
  /** The prefix its address is listed with (default the devnet chain's, 2). */
  ss58Prefix?: number
  /** Shows the request to the user; resolve true to approve. */
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** Where the site's authorization survives a reload (e.g. window.localStorage). */
  storage?: DevWalletStorage | null
  /** The site's origin, shown in prompts. */
  origin?: string
}

/** An account as the extension lists it. */
export interface PolkadotDevWalletAccount {
  address: string
  name: string
  type: 'sr25519'
  genesisHash: null
}

/** The page's handle on the enabled extension, as `@polkadot/extension-inject` shapes it. */
export interface PolkadotDevWalletExtension {
  accounts: {
    get(): Promise<PolkadotDevWalletAccount[]>
    subscribe(callback: (accounts: PolkadotDevWalletAccount[]) => void): () => void
  }
  signer: {
    signPayload(payload: SignerPayloadJSON): Promise<{ id: number; signature: `0x${string}` }>
    signRaw(raw: SignerPayloadRaw): Promise<{ id: number; signature: `0x${string}` }>
  }
}

/** The dev wallet on Polkadot: its `injectedWeb3` entry, and the controls its own UI has. */
export interface PolkadotDevWallet {
  /** What goes at `window.injectedWeb3[POLKADOT_DEV_WALLET_KEY]`. */
  entry: {
    version: string
    name: string
    icon: string
    enable(originName: string): Promise<PolkadotDevWalletExtension>
  }
  readonly address: string
  readonly isAuthorized: boolean
  /** Forgets the site's authorization: subscribers get no accounts. */
  revokeAccess(): void
  /**
   * The wallet's own account change (its UI): signs with the key at `uri` from now on; subscribers of a site
   * it allowed get the new account (the grant covers the wallet's accounts).
   */
  switchAccount(uri: string): void
}

/** The key it injects under, in `window.injectedWeb3`. */
export const POLKADOT_DEV_WALLET_KEY = 'latch-devnet-wallet'
/** The storage key of the site's authorization; bump the version when its shape changes. */
export const POLKADOT_DEV_WALLET_STORAGE_KEY = 'latch-devnet-wallet:polkadot:v1'
/** What extensions reject a refused request with (polkadot{.js}, Talisman). */
const CANCELLED = 'Cancelled'

/**
 * Creates the dev wallet's Polkadot side, the same "Latch Devnet Wallet" as on EIP-6963 and Solana: an
 * injected extension (`{ version, enable }`) with one sr25519 account that asks `approve` before allowing a
 * site (`enable`) and before each signature (`signRaw`, wrapped in `<Bytes>…</Bytes>` as extensions do;
 * `signPayload`, an extrinsic's payload signed as polkadot{.js} does). A refusal rejects with
 * `Error('Cancelled')`. DOM-free, so it runs in Node tests too; `installDevWallet` injects it in the page.
 *
 * @example
 * const wallet = await createPolkadotDevWallet({ approve })
 * window.injectedWeb3 = { [POLKADOT_DEV_WALLET_KEY]: wallet.entry }
 */
export async function createPolkadotDevWallet(
  parameters: CreatePolkadotDevWalletParameters,
): Promise<PolkadotDevWallet> {
  const { approve, storage } = parameters
  const origin = parameters.origin ?? globalThis.location?.origin ?? 'http://localhost'
  await cryptoWaitReady()
  const keyring = new Keyring({
    type: 'sr25519',
    ss58Format: parameters.ss58Prefix ?? POLKADOT_DEVNET_SS58_PREFIX,
  })
  let pair = keyring.addFromUri(parameters.uri ?? POLKADOT_DEVNET_URIS[0])
  const toAccount = (): PolkadotDevWalletAccount => ({
    address: pair.address,
    name: 'Latch Devnet',
    type: 'sr25519',
    genesisHash: null,
  })
  let account = toAccount()
  const listeners = new Set<(accounts: PolkadotDevWalletAccount[]) => void>()
  let authorized = readStoredAuthorization(storage, POLKADOT_DEV_WALLET_STORAGE_KEY)
  let requestId = 0

  const accounts = () => (authorized ? [{ ...account }] : [])
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return
    authorized = value
    storeAuthorization(storage, POLKADOT_DEV_WALLET_STORAGE_KEY, value)
    for (const listener of listeners) listener(accounts())
  }
  const ask = async (request: Omit<ApprovalRequest, 'origin'>) => {
    if (!(await approve({ ...request, origin }))) throw new Error(CANCELLED)
  }
  const assertSigner = (address: string) => {
    if (!authorized) throw new Error(`The source ${origin} is not allowed to interact with this extension`)
    let publicKey: Uint8Array
    try {
      publicKey = decodeAddress(address)
    } catch {
      throw new Error(`Unable to find an account for ${address}`)
    }
    if (u8aToHex(publicKey) !== u8aToHex(pair.publicKey)) {
      throw new Error(`Unable to find an account for ${address}`)
    }
  }

  const extension: PolkadotDevWalletExtension = {
    accounts: {
      get: async () => accounts(),
      subscribe: (callback) => {
        listeners.add(callback)
        callback(accounts())
        return () => listeners.delete(callback)
      },
    },
    signer: {
      signRaw: async (raw) => {
        assertSigner(raw.address)
        await ask({
          kind: 'sign',
          method: 'signRaw',
          summary: summarizePolkadotMessage(raw.data),
          params: raw,
        })
        const signature = pair.sign(u8aWrapBytes(hexToU8a(raw.data)))
        return { id: ++requestId, signature: u8aToHex(signature) }
      },
      signPayload: async (payload) => {
        assertSigner(payload.address)
        await ask({
          kind: 'transaction',
          method: 'signPayload',
          summary: summarizePolkadotPayload(payload),
          params: payload,
        })
        // As polkadot{.js} signs: a registry that knows the payload's signed extensions encodes it.
        const registry = new TypeRegistry()
        registry.setSignedExtensions(payload.signedExtensions)
        const { signature } = registry
          .createType('ExtrinsicPayload', payload, { version: payload.version })
          .sign(pair)
        return { id: ++requestId, signature }
      },
    },
  }

  return {
    entry: {
      version: '1.0.0',
      name: DEV_WALLET_NAME,
      icon: DEV_WALLET_ICON,
      enable: async (originName) => {
        if (!authorized) {
          await ask({
            kind: 'connect',
            method: 'enable',
            summary: `Allow ${originName || origin} to see ${pair.address}`,
            params: { originName },
          })
          setAuthorized(true)
        }
        return extension
      },
    },
    get address() {
      return pair.address
    },
    get isAuthorized() {
      return authorized
    },
    revokeAccess: () => setAuthorized(false),
    switchAccount(uri) {
      pair = keyring.addFromUri(uri)
      account = toAccount()
      if (authorized) for (const listener of listeners) listener(accounts())
    },
  }
}
