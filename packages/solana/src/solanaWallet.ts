/**
 * One Solana wallet as the adapter drives it, whichever way it was found (wallet-standard or an injected
 * provider): the two kinds differ in every call, so each is wrapped once and the adapter knows only this.
 */
export interface SolanaWallet {
  /** The CAIP-2 clusters the wallet says it serves (`solana:<genesis prefix>`); empty when it does not say. */
  readonly chains: readonly string[]
  /** Asks for the wallet's accounts; `silent` returns those already granted without prompting. */
  connect(params: { silent: boolean }): Promise<string[]>
  disconnect(): Promise<void>
  /** Follows the granted accounts; `onChange` gets the addresses (empty: access revoked). */
  watch(onChange: (addresses: string[]) => void): () => void
  /** Signs `message` with `address`'s key; resolves the wallet's signature as answered (validated by the caller). */
  signMessage?(params: { address: string; message: Uint8Array }): Promise<unknown>
  /** Signs a wire transaction with `address`'s key and broadcasts it on `chain`; resolves its signature as answered. */
  signAndSendTransaction?(params: {
    address: string
    chain: string
    transaction: Uint8Array
  }): Promise<unknown>
}
