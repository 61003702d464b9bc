import { type Hex, hexToBytes } from 'viem'
import { escapeUnseen } from './escapeUnseen'

/**
 * A message to sign as the person reads it: its UTF-8 text when it is text (any format or bidi character
 * written as its code: escapeUnseen), else its hex.
 *
 * @example readableMessage('0x48656c6c6f') // 'Hello'
 */
export function readableMessage(message: Hex): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    return /\p{Cc}/u.test(text.replace(/[\n\r\t]/g, '')) ? message : escapeUnseen(text)
  } catch {
    return message
  }
}
