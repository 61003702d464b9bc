import { type Hex, hexToBytes } from 'viem'

/**
 * A message to sign as the person reads it: its UTF-8 text when it is text, else its hex.
 *
 * @example readableMessage('0x48656c6c6f') // 'Hello'
 */
export function readableMessage(message: Hex): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    return /\p{Cc}/u.test(text.replaceAll('\n', '')) ? message : text
  } catch {
    return message
  }
}
