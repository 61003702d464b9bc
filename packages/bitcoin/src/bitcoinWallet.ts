/** What an address of a Bitcoin wallet is for (spec §9: account index 0 payment, 1 ordinals). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One address a wallet granted, with its public key (hex) and purpose. */
export interface BitcoinWalletAccount {
  address: string
  publicKey: string
  purpose: BitcoinAddressPurpose
  /** The BIP-32 derivation path, when the wallet tells it. */
  path?: string
}

/** The inputs a wallet is asked to sign, by the address whose key signs them. */
export interface BitcoinSignInputs {
  address: string
  indexes: number[]
}

/**
 * One Bitcoin wallet, whichever way it was found (wallet-standard, a sats-connect provider, UniSat's
 * injected one): the few calls the adapter makes. Rejections are the wallet's own errors, mapped by the
 * adapter.
 */
export interface BitcoinWallet {
  /** Asks for the wallet's addresses; `silent` never prompts and resolves `[]` when access is not granted. */
  connect(options: { silent: boolean }): Promise<BitcoinWalletAccount[]>
  disconnect(): Promise<void>
  /** A BIP-322 (simple) signature of the UTF-8 `message` by `address`, base64. */
  signMessage(params: { address: string; message: string }): Promise<string>
  /** Signs the PSBT's listed inputs; resolves the signed PSBT (not finalized or broadcast). */
  signPsbt(params: { psbt: Uint8Array; signInputs: readonly BitcoinSignInputs[] }): Promise<Uint8Array>
  /** Calls `onAccounts` when the wallet's granted addresses change; returns a function that stops. */
  watch(onAccounts: (accounts: BitcoinWalletAccount[]) => void): () => void
}

/** The payment address of a wallet's accounts: the one marked payment, else the first. */
export function paymentAccountOf(
  accounts: readonly BitcoinWalletAccount[],
): BitcoinWalletAccount | undefined {
  return accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
}
