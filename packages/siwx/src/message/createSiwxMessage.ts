import { InvalidSiwxMessageError } from '../errors'
import type { SiwxMessage } from './siwxMessage'
import { validateSiwxMessage } from './validateSiwxMessage'

/**
 * The text a wallet signs to sign in (CAIP-122; for eip155 exactly EIP-4361's ABNF, so established
 * EIP-4361 parsers read it). The eip155 address is written EIP-55 checksummed. Throws
 * `InvalidSiwxMessageError` naming the field that breaks the standard.
 *
 * @example
 * createSiwxMessage({
 *   domain: 'example.com', accountAddress: '0xf39f…2266', chainId: 'eip155:1', uri: 'https://example.com',
 *   version: '1', nonce: 'k3Jd8s0aQ', issuedAt: new Date().toISOString(),
 * })
 * // 'example.com wants you to sign in with your Ethereum account:\n0xf39F…2266\n\n\nURI: https://example.com\n…'
 */
export function createSiwxMessage(message: SiwxMessage): string {
  const namespace = validateSiwxMessage(message)
  const address = namespace.normalizeAddress(message.accountAddress)
  if (!address) throw new InvalidSiwxMessageError('accountAddress', `not a ${namespace.accountWord} address`)
  const origin = message.scheme ? `${message.scheme}://${message.domain}` : message.domain
  const lines = [
    `${origin} wants you to sign in with your ${namespace.accountWord} account:`,
    address,
    '',
    // ABNF: [ statement LF ] LF — without a statement the blank line stays.
    ...(message.statement ? [message.statement, ''] : ['']),
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${message.chainId.split(':')[1]}`,
    `Nonce: ${message.nonce}`,
    `Issued At: ${message.issuedAt}`,
  ]
  if (message.expirationTime) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId !== undefined) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources) lines.push('Resources:', ...message.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
