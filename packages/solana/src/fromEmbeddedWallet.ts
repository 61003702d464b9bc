import type { ProjectScopedConnector, SocialProvider } from '@latch/core'
import type { EmbeddedWalletControls } from '@latch/core/internal'
import {
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import * as z from 'zod/mini'
import type { SolanaWallet } from './solanaWallet'

/**
 * The embedded wallet's connector as `@latch/embedded-wallet`'s `embeddedWallet()` makes it, by its shape:
 * one frame and one login for every namespace. The Solana adapter drives the frame's Solana account through it.
 */
export interface EmbeddedSolanaSource extends ProjectScopedConnector {
  name: string
  embedded: EmbeddedWalletControls
  provider: {
    request(args: { method: string; params?: never }): Promise<unknown>
    on?(event: string, listener: (payload: unknown) => void): void
    removeListener?(event: string, listener: (payload: unknown) => void): void
  }
  getUser(): Promise<{ accounts: readonly { address: string; namespace?: string }[] } | undefined>
  /** The login's name for the Account: its email, or its social user name and provider; `{}` when signed out. */
  readLogin(): Promise<{ authName?: string; authProvider?: SocialProvider }>
}

const signedSchema = z.object({ signature: z.string(), transaction: z.optional(z.string()) })

// kit names codecs from the bytes' side: a "decoder" turns bytes into text
const toBase58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const fromBase58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text))
const toBase64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
const fromBase64 = (text: string) => new Uint8Array(getBase64Encoder().encode(text))

const sameBytes = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  a.length === b.length && Array.from(a).every((byte, i) => byte === b[i])

/** The frame's signature as bytes; the raw answer when it is not base58, for the caller's error to describe. */
function signatureBytes(answer: unknown): unknown {
  const parsed = signedSchema.safeParse(answer)
  if (!parsed.success) return answer
  try {
    return fromBase58(parsed.data.signature)
  } catch {
    return answer
  }
}

/**
 * Wraps the embedded wallet's frame as a `SolanaWallet`. Its account is the user's Solana one from the
 * frame; messages are signed with `solana_signMessage` and transactions with `solana_signTransaction`,
 * each behind the frame's own approval screen. The frame only signs: the page broadcasts the signed
 * transaction on the cluster's RPC (`rpcUrlOf`), after checking it is the very message it built.
 *
 * @example
 * const wallet = fromEmbeddedWallet(embeddedWallet({ frameUrl }), { rpcUrlOf: (chain) => rpcUrl })
 */
export function fromEmbeddedWallet(
  source: EmbeddedSolanaSource,
  { rpcUrlOf }: { rpcUrlOf: (chain: string) => string | undefined },
): SolanaWallet {
  const request = (method: string, params?: object) =>
    source.provider.request({ method, ...(params ? { params: params as never } : {}) })

  return {
    chains: [],

    async connect() {
      // The login itself happens in the modal's email or social steps: connecting only reads its result.
      const user = await source.getUser()
      const account = user?.accounts.find((candidate) => candidate.namespace === 'solana')
      return account ? [account.address] : []
    },

    async disconnect() {
      // One login for both namespaces: this signs the frame out, as the EVM side's disconnect does.
      await request('wallet_revokePermissions')
    },

    watch(onChange) {
      // A sign-out on any namespace (the EVM side's disconnect) ends this one's connection too. Its
      // other account changes are EVM addresses, not this account's.
      const onAccounts = (accounts: unknown) => {
        if (Array.isArray(accounts) && accounts.length === 0) onChange([])
      }
      source.provider.on?.('accountsChanged', onAccounts)
      return () => source.provider.removeListener?.('accountsChanged', onAccounts)
    },

    async signMessage({ address, message }) {
      return signatureBytes(
        await request('solana_signMessage', { message: toBase58(message), pubkey: address }),
      )
    },

    async signAndSendTransaction({ chain, transaction }) {
      const rpcUrl = rpcUrlOf(chain)
      if (!rpcUrl) throw new Error(`No RPC endpoint is configured for ${chain}.`)
      const answer = await request('solana_signTransaction', {
        transaction: toBase64(transaction),
      })
      const parsed = signedSchema.safeParse(answer)
      if (!parsed.success || !parsed.data.transaction) return answer
      const signed = fromBase64(parsed.data.transaction)
      const decoder = getTransactionDecoder()
      if (!sameBytes(decoder.decode(signed).messageBytes, decoder.decode(transaction).messageBytes))
        throw new Error('The embedded wallet signed another transaction than the one it was given.')
      await createSolanaRpc(rpcUrl)
        .sendTransaction(parsed.data.transaction as never, { encoding: 'base64' })
        .send()
      return signatureBytes(answer)
    },
  }
}
