import { hexToU8a } from '@polkadot/util'

/**
 * The prompt's line for a message to sign: its text when it is UTF-8, else its size, so a user never
 * approves bytes the prompt hides.
 *
 * @example
 * summarizePolkadotMessage('0x68656c6c6f') // 'Sign "hello"'
 */
export function summarizePolkadotMessage(data: string): string {
  const bytes = hexToU8a(data)
  try {
    return `Sign "${new TextDecoder('utf-8', { fatal: true }).decode(bytes)}"`
  } catch {
    return `Sign ${bytes.length} bytes of binary data`
  }
}

/**
 * The prompt's line for an extrinsic to sign: its call's pallet and call index (the wallet has no metadata to
 * name them), its nonce and the chain's genesis hash.
 *
 * @example
 * summarizePolkadotPayload({ method: '0x0a03…', nonce: '0x00000000', genesisHash: '0x4545…' })
 * // 'A transaction (call 10.3, nonce 0) on 0x45454545…'
 */
export function summarizePolkadotPayload(payload: {
  method: string
  nonce: string
  genesisHash: string
}): string {
  const method = hexToU8a(payload.method)
  const nonce = Number.parseInt(payload.nonce, 16)
  return `A transaction (call ${method[0]}.${method[1]}, nonce ${nonce}) on ${payload.genesisHash.slice(0, 10)}…`
}
