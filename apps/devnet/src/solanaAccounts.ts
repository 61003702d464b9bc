/**
 * The devnet's Solana test keys: 32-byte Ed25519 seeds, each the SHA-256 of
 * `latch devnet solana account <i>`, so anyone can re-derive them. The devnet funds each with SOL at start;
 * account 0 is the Solana demo account (it holds both fixture mints' authority and has a history).
 * Public knowledge: never use them on a real cluster.
 *
 * @example
 * const signer = await createKeyPairSignerFromPrivateKeyBytes(hexToBytes(SOLANA_DEVNET_KEYS[0]))
 */
export const SOLANA_DEVNET_KEYS = [
  '77f9be4d210da763b13fe982a32b1d64b4ad184c44f841dc96a2edf81174c1b4',
  '20a154ef10aec5b27162776357eeb9b8b6c0ae592c02f61e4ba2acb0a9994241',
  '8a62ff54e3215f1f9d27ee74e858515b1ee1890f412d4f4da9e8884e246446e4',
  'a0667d2235dbf901b0bb058e83a9b6e54cce80c4ff93353e4e20883e5192d918',
  '7135691ac5137bcbc6d34c466adba5e7964ea67268340326f9a1e02dfdd921a9',
] as const

/**
 * The base58 addresses (public keys) of `SOLANA_DEVNET_KEYS`, in the same order.
 *
 * @example
 * const { value } = await rpc.getBalance(address(SOLANA_DEVNET_ADDRESSES[1])).send()
 */
export const SOLANA_DEVNET_ADDRESSES = [
  'f7j7CqbpeawFNZSBSXjALTYnvyf26K2t2edEs1YyeyL',
  '8qMDYPxUzPPjPNWbw1sescji1N4ak3hFy8a3xjD94ZRW',
  '5oZZneqXdvBNeBDeLP71UMPKkgpKZLYJkRdfDwEh1NZ2',
  '2XK6528DgDuhf8CFg7TGfo2EysF9DcwXSKDwSz2bVWNY',
  'BpK1kU9p4YrBDu4wyeDqLZJ4vKWtpyb5C42uW1EsySPy',
] as const
