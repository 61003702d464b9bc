import type { PublicClient } from 'viem'
import {
  SiwxChainMismatchError,
  SiwxDomainMismatchError,
  SiwxExpiredError,
  SiwxNonceError,
  SiwxNotYetValidError,
  SiwxSignatureError,
  SiwxUriMismatchError,
} from '../errors'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { SiwxMessage } from '../message/siwxMessage'
import { verifySiwxSignature } from './verifySiwxSignature'

export interface VerifySiwxMessageParameters {
  /** The message text as signed. */
  message: string
  /** Hex (eip155, polkadot), base58 (solana) or base64 (bip122's BIP-322 witness). */
  signature: string
  /** The domain this server answers for, e.g. `shop.example.com` or `127.0.0.1:5173`. */
  domain: string
  /** The URI the message's URI must be, or be under (`https://shop.example.com/`). */
  uri?: string
  /** The CAIP-2 chains a sign-in may be for; any chain of eip155, solana, bip122 or polkadot when left out. */
  chains?: readonly string[]
  /**
   * The nonce this server issued, or a check that consumes it (true once, false for an unknown or
   * used one), e.g. a database row deleted in the same statement. It runs last, so a message that
   * fails any other check does not use up its nonce.
   */
  nonce: string | ((nonce: string) => boolean | Promise<boolean>)
  /** Defaults to the current time. */
  now?: Date
  /** A viem client of the message's chain: smart-account signatures (ERC-1271, ERC-6492) need it. */
  client?: PublicClient | ((chainId: string) => PublicClient | undefined)
}

/**
 * Verifies a signed sign-in message the way a relying party must (EIP-4361 §Verification): its text is
 * well formed, for this domain, URI and an accepted chain, inside its not-before and expiration times,
 * signed by its account (EOA, ERC-1271 or ERC-6492 with a client; ed25519 for solana; BIP-322 simple,
 * P2WPKH or P2TR, for bip122; sr25519 for polkadot), and with the
 * nonce issued for it, consumed once. Returns the message's fields; each failure is its own error:
 * `InvalidSiwxMessageError`, `SiwxDomainMismatchError`, `SiwxUriMismatchError`, `SiwxChainMismatchError`,
 * `SiwxNotYetValidError`, `SiwxExpiredError`, `SiwxSignatureError`, `SiwxNonceError`.
 *
 * @example
 * const fields = await verifySiwxMessage({ message, signature, domain: 'shop.example.com', nonce: issued })
 */
export async function verifySiwxMessage(parameters: VerifySiwxMessageParameters): Promise<SiwxMessage> {
  const fields = parseSiwxMessage(parameters.message)
  if (fields.domain !== parameters.domain)
    throw new SiwxDomainMismatchError(`The message is for ${fields.domain}, this is ${parameters.domain}.`)
  if (parameters.uri !== undefined && !isUnder(fields.uri, parameters.uri))
    throw new SiwxUriMismatchError(`The message's URI ${fields.uri} is not under ${parameters.uri}.`)
  if (parameters.chains && !parameters.chains.includes(fields.chainId))
    throw new SiwxChainMismatchError(`${fields.chainId} is not one of ${parameters.chains.join(', ')}.`)

  const now = (parameters.now ?? new Date()).getTime()
  if (fields.notBefore && now < Date.parse(fields.notBefore))
    throw new SiwxNotYetValidError(`Valid from ${fields.notBefore}.`)
  if (fields.expirationTime && now >= Date.parse(fields.expirationTime))
    throw new SiwxExpiredError(`Its expiration time ${fields.expirationTime} has passed.`)

  let valid: boolean
  try {
    const client =
      typeof parameters.client === 'function' ? parameters.client(fields.chainId) : parameters.client
    valid = await verifySiwxSignature(
      {
        chainId: fields.chainId,
        address: fields.accountAddress,
        message: parameters.message,
        signature: parameters.signature,
      },
      client,
    )
  } catch (cause) {
    throw new SiwxSignatureError('The signature could not be checked.', cause)
  }
  if (!valid) throw new SiwxSignatureError(`Not a signature of ${fields.accountAddress} over this message.`)

  const { nonce } = parameters
  const accepted = typeof nonce === 'function' ? await nonce(fields.nonce) : nonce === fields.nonce
  if (!accepted)
    throw new SiwxNonceError(`The nonce ${fields.nonce} was not issued for this sign-in, or was used.`)
  return fields
}

/** Whether `uri` is `base` or a URI under it (same origin, path within). */
function isUnder(uri: string, base: string): boolean {
  if (uri === base) return true
  return uri.startsWith(base.endsWith('/') ? base : `${base}/`)
}
