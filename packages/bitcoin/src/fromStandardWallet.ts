import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsFeature } from '@wallet-standard/features'
import type { BitcoinWallet, BitcoinWalletAccount } from './bitcoinWallet'
import { toAddressPurpose } from './toAddressPurpose'

/** `bitcoin:connect`: asks for the wallet's addresses, by purpose. */
export const BITCOIN_CONNECT = 'bitcoin:connect'
/** `bitcoin:signMessage`: BIP-322 signatures of messages. */
export const BITCOIN_SIGN_MESSAGE = 'bitcoin:signMessage'
/** `bitcoin:signTransaction`: signs PSBTs. */
export const BITCOIN_SIGN_TRANSACTION = 'bitcoin:signTransaction'

/** The Bitcoin wallet-standard features, as Bitcoin wallets register them. */
export interface BitcoinStandardFeatures {
  [BITCOIN_CONNECT]: {
    version: string
    connect(input?: {
      purposes?: ('payment' | 'ordinals')[]
    }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  [BITCOIN_SIGN_MESSAGE]: {
    version: string
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
  [BITCOIN_SIGN_TRANSACTION]: {
    version: string
    signTransaction(
      ...inputs: {
        psbt: Uint8Array
        inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
      }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
}

/**
 * Whether a wallet-standard wallet speaks Bitcoin: it has the three Bitcoin features.
 *
 * @example
 * getWallets().get().filter(isBitcoinStandardWallet)
 */
export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  return [BITCOIN_CONNECT, BITCOIN_SIGN_MESSAGE, BITCOIN_SIGN_TRANSACTION].every(
    (feature) => feature in wallet.features,
  )
}

/** A wallet-standard account's address and key; its purpose from its label, else from its type. */
function toAccount(account: WalletAccount): BitcoinWalletAccount {
  const label = account.label?.toLowerCase()
  const purpose = label === 'payment' || label === 'ordinals' ? label : toAddressPurpose(account.address)
  const publicKey = Array.from(account.publicKey, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return { address: account.address, publicKey, purpose }
}

/**
 * Drives a Bitcoin wallet-standard wallet: `bitcoin:connect` for both purposes (a silent connect reads the
 * accounts already granted, `wallet.accounts`), `bitcoin:signMessage` (its signature bytes are the BIP-322
 * witness, answered in base64), `bitcoin:signTransaction` on PSBT bytes, and `standard:events` changes.
 *
 * @example
 * const wallet = fromStandardWallet(registered)
 * const accounts = await wallet.connect({ silent: false })
 */
export function fromStandardWallet(wallet: Wallet): BitcoinWallet {
  const features = wallet.features as unknown as BitcoinStandardFeatures &
    Partial<StandardEventsFeature> &
    Partial<Record<'standard:disconnect', { disconnect(): Promise<void> }>>
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    if (!account) throw Object.assign(new Error(`The wallet has not granted ${address}.`), { code: 4100 })
    return account
  }
  return {
    async connect({ silent }) {
      if (silent) return wallet.accounts.map(toAccount)
      const { accounts } = await features[BITCOIN_CONNECT].connect({ purposes: ['payment', 'ordinals'] })
      return accounts.map(toAccount)
    },
    async disconnect() {
      await features['standard:disconnect']?.disconnect()
    },
    async signMessage({ address, message }) {
      const [output] = await features[BITCOIN_SIGN_MESSAGE].signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new Error('The wallet answered no signature.')
      return base64.encode(output.signature)
    },
    async signPsbt({ psbt, signInputs }) {
      const [output] = await features[BITCOIN_SIGN_TRANSACTION].signTransaction({
        psbt,
        inputsToSign: signInputs.map(({ address, indexes }) => ({
          account: accountOf(address),
          signingIndexes: [...indexes],
        })),
      })
      if (!output) throw new Error('The wallet answered no signed PSBT.')
      return output.signedPsbt
    },
    watch(onAccounts) {
      const on = features['standard:events']?.on
      if (!on) return () => {}
      return on('change', ({ accounts }) => {
        if (accounts) onAccounts(accounts.map(toAccount))
      })
    },
  }
}
