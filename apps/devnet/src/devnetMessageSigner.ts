import { ed25519 } from '@noble/curves/ed25519'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { base58 } from '@scure/base'
import { hexToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_PRIVATE_KEYS } from './accounts'
import { bitcoinDevnetAccount } from './bitcoinAccounts'
import { POLKADOT_DEVNET_SS58_PREFIX, POLKADOT_DEVNET_URIS } from './polkadot/polkadotAccounts'
import { SOLANA_DEVNET_ADDRESSES, SOLANA_DEVNET_KEYS } from './solanaAccounts'
import { signBip322Simple } from './wallet/bitcoin/signBip322Simple'

/** The namespaces whose devnet accounts sign text messages. */
export type DevnetMessageNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/** A devnet account that signs a text message as its namespace's wallets answer `signMessage`. */
export interface DevnetMessageSigner {
  namespace: DevnetMessageNamespace
  /** The account's address as a sign-in message names it (checksummed, base58, `rb1q…`, SS58). */
  address: string
  /**
   * The signature over `message`: EIP-191 hex (eip155), base58 ed25519 (solana), base64 BIP-322 simple of
   * the P2WPKH payment address (bip122), hex sr25519 over `<Bytes>…</Bytes>` as extensions' `signRaw` (polkadot).
   */
  sign(message: string): Promise<string>
}

/**
 * Devnet account `index` of a namespace as a message signer, without a wallet or a chain: what a test
 * needs to sign in with SIWX, or revoke a session, on each namespace the services verify.
 *
 * @example
 * const owner = await devnetMessageSigner('solana', 1)
 * const signature = await owner.sign(toSessionRevocationMessage({ id, pci }))
 */
export async function devnetMessageSigner(
  namespace: DevnetMessageNamespace,
  index: number,
): Promise<DevnetMessageSigner> {
  const missing = () => new RangeError(`devnet ${namespace} account ${index} does not exist`)
  const encode = (message: string) => new TextEncoder().encode(message)
  if (namespace === 'eip155') {
    const key = DEVNET_PRIVATE_KEYS[index]
    if (!key) throw missing()
    const account = privateKeyToAccount(key)
    return { namespace, address: account.address, sign: (message) => account.signMessage({ message }) }
  }
  if (namespace === 'solana') {
    const seed = SOLANA_DEVNET_KEYS[index]
    const address = SOLANA_DEVNET_ADDRESSES[index]
    if (!seed || !address) throw missing()
    const key = hexToBytes(`0x${seed}`)
    return { namespace, address, sign: async (message) => base58.encode(ed25519.sign(encode(message), key)) }
  }
  if (namespace === 'bip122') {
    const { payment } = bitcoinDevnetAccount(index)
    return {
      namespace,
      address: payment.address,
      sign: async (message) => signBip322Simple(payment, message, 'payment'),
    }
  }
  const uri = POLKADOT_DEVNET_URIS[index]
  if (!uri) throw missing()
  await cryptoWaitReady()
  const pair = new Keyring({ type: 'sr25519', ss58Format: POLKADOT_DEVNET_SS58_PREFIX }).addFromUri(uri)
  return {
    namespace,
    address: pair.address,
    sign: async (message) => u8aToHex(pair.sign(u8aWrapBytes(encode(message)))),
  }
}
