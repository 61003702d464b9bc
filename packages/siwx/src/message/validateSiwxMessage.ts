import { InvalidSiwxMessageError } from '../errors'
import { DOMAIN, isDateTime, isOneLine, isUri, NONCE, SCHEME } from './fieldRules'
import { SIWX_NAMESPACES, type SiwxNamespace } from './namespaces'
import type { SiwxMessage } from './siwxMessage'

/**
 * Checks every field of a message against CAIP-122 / EIP-4361 and returns its namespace's rules.
 * Throws `InvalidSiwxMessageError` naming the first field that breaks them.
 */
export function validateSiwxMessage(message: SiwxMessage): SiwxNamespace {
  const fail = (field: string, reason: string): never => {
    throw new InvalidSiwxMessageError(field, reason)
  }
  if (typeof message !== 'object' || message === null) fail('message', 'must be an object')
  const [namespaceName, reference, ...extra] = String(message.chainId).split(':')
  const namespace = SIWX_NAMESPACES[namespaceName ?? '']
  if (!namespace || extra.length > 0)
    fail('chainId', 'must be a CAIP-2 id of eip155, solana, bip122 or polkadot, e.g. eip155:1')
  const rules = namespace as SiwxNamespace
  if (!rules.referencePattern.test(reference ?? ''))
    fail('chainId', `"${reference}" is not a chain reference`)
  if (typeof message.domain !== 'string' || !DOMAIN.test(message.domain))
    fail('domain', 'must be an RFC 3986 authority such as example.com or 127.0.0.1:5173, without a scheme')
  if (message.scheme !== undefined && !SCHEME.test(message.scheme))
    fail('scheme', 'must be a URI scheme such as https')
  if (typeof message.uri !== 'string' || !isUri(message.uri)) fail('uri', 'must be an RFC 3986 URI')
  if (message.version !== '1') fail('version', "must be '1'")
  if (typeof message.nonce !== 'string' || !NONCE.test(message.nonce))
    fail('nonce', 'must be at least 8 letters and digits')
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = message[field]
    if ((value !== undefined || field === 'issuedAt') && (typeof value !== 'string' || !isDateTime(value)))
      fail(field, 'must be an RFC 3339 date-time such as 2026-11-25T10:00:00.000Z')
  }
  if (
    message.statement !== undefined &&
    (typeof message.statement !== 'string' || !isOneLine(message.statement))
  )
    fail('statement', 'must be one line of text')
  if (
    message.requestId !== undefined &&
    (typeof message.requestId !== 'string' || !isOneLine(message.requestId))
  )
    fail('requestId', 'must be one line of text')
  if (message.resources !== undefined) {
    if (!Array.isArray(message.resources)) fail('resources', 'must be a list of URIs')
    message.resources.forEach((resource, index) => {
      if (typeof resource !== 'string' || !isUri(resource))
        fail(`resources[${index}]`, 'must be an RFC 3986 URI')
    })
  }
  return rules
}
