import { type Address, type Hex, hexToBytes, isAddress, isHex, type SignableMessage } from 'viem'
import { invalidParamsError } from './providerRpcError'

export interface PersonalSignRequest {
  message: SignableMessage
  address: Address
  /** The message as a person should read it in the prompt. */
  text: string
}

/**
 * Reads personal_sign params `[message, address]`: a 0x hex message is signed as raw bytes
 * (and shown as UTF-8 when it decodes cleanly), any other string as UTF-8 text.
 * Accepts the swapped order `[address, message]` some sites send, as MetaMask does.
 *
 * @example
 * readPersonalSignParams(['0x68656c6c6f', '0xf39F…']).text // 'hello'
 */
export function readPersonalSignParams(params: unknown): PersonalSignRequest {
  if (!Array.isArray(params) || params.length < 2) {
    throw invalidParamsError('personal_sign expects [message, address].')
  }
  let [message, address] = params as unknown[]
  if (isAddressParam(message) && !isAddressParam(address)) [message, address] = [address, message]
  if (typeof message !== 'string') throw invalidParamsError('personal_sign message must be a string.')
  if (!isAddressParam(address)) throw invalidParamsError('personal_sign address must be an address.')
  if (isHex(message)) {
    return { message: { raw: message }, address, text: decodeReadable(message) }
  }
  return { message, address, text: message }
}

function isAddressParam(value: unknown): value is Address {
  return typeof value === 'string' && isAddress(value, { strict: false })
}

/** UTF-8 text when the bytes are printable UTF-8, else the hex itself. */
function decodeReadable(hex: Hex): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(hex))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters is the point
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? hex : text
  } catch {
    return hex
  }
}
