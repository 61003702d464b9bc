/*
 * The injected-extension interface Polkadot wallets share (`@polkadot/extension-inject`): each extension
 * sets `window.injectedWeb3[key] = { version, enable }`, and `enable(originName)` answers the page's handle
 * on it. Written out here, with only what the adapter uses, so the adapter needs none of the extension's
 * packages.
 */

/** An account as an extension lists it; `address` is SS58 in whatever prefix the extension chose. */
export interface InjectedAccount {
  address: string
  name?: string
  /** The key type: 'sr25519', 'ed25519', 'ecdsa' or 'ethereum'. */
  type?: string
  genesisHash?: string | null
}

/** `signer.signRaw`'s request: `data` is hex, signed as the extension wraps it (`<Bytes>…</Bytes>`). */
export interface SignerPayloadRaw {
  address: string
  data: string
  type: 'bytes' | 'payload'
}

/** Hex as Substrate's JSON writes it. */
export type HexString = `0x${string}`

/** `signer.signPayload`'s request: an extrinsic's signing payload, its fields in hex (`SignerPayloadJSON`). */
export interface SignerPayloadJson {
  address: string
  blockHash: HexString
  blockNumber: HexString
  era: HexString
  genesisHash: HexString
  method: HexString
  nonce: HexString
  specVersion: HexString
  tip: HexString
  transactionVersion: HexString
  signedExtensions: string[]
  version: number
  assetId?: HexString
  metadataHash?: HexString
  mode?: number
}

/** What a signer answers: the signature in hex, and the request's id. */
export interface SignerResult {
  id: number
  signature: string
}

export interface InjectedSigner {
  signPayload?(payload: SignerPayloadJson): Promise<SignerResult>
  signRaw?(raw: SignerPayloadRaw): Promise<SignerResult>
}

/** The page's handle on an enabled extension. */
export interface InjectedExtension {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    /** Calls `callback` with the accounts now and on every change; answers the unsubscribe. */
    subscribe(callback: (accounts: InjectedAccount[]) => void): (() => void) | Promise<() => void>
  }
  signer: InjectedSigner
}

/** One `window.injectedWeb3` entry. `name` and `icon` are Latch's optional additions for display. */
export interface InjectedWeb3Entry {
  version?: string
  enable(originName: string): Promise<InjectedExtension>
  name?: string
  icon?: string
}

/** Where extensions inject themselves: `window` in a page. */
export interface InjectedWeb3Target {
  injectedWeb3?: Record<string, InjectedWeb3Entry | undefined>
}
