import { InvalidSiwxMessageError } from '../errors'
import { namespaceOfAccountWord, SIWX_NAMESPACES } from './namespaces'
import type { SiwxMessage } from './siwxMessage'
import { validateSiwxMessage } from './validateSiwxMessage'

const HEADER = /^(?:([a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your (\S+) account:$/

/**
 * Reads a sign-in message (CAIP-122 / EIP-4361) back into its fields, strictly: the lines in the
 * standard's order, nothing left over, every field valid, the eip155 address EIP-55 checksummed.
 * Also reads the form without the blank line that marks a missing statement, which some libraries
 * write. Throws `InvalidSiwxMessageError` naming what is wrong.
 *
 * @example parseSiwxMessage(text).nonce // 'k3Jd8s0aQ'
 */
export function parseSiwxMessage(text: string): SiwxMessage {
  if (typeof text !== 'string') throw new InvalidSiwxMessageError('message', 'must be text')
  const lines = text.split('\n')
  let at = 0
  const next = () => lines[at++]
  const fail = (field: string, reason: string): never => {
    throw new InvalidSiwxMessageError(field, reason)
  }

  const header =
    HEADER.exec(next() ?? '') ??
    fail('header', 'must be "<domain> wants you to sign in with your <chain> account:"')
  const [, scheme, domain, accountWord] = header as RegExpExecArray
  const namespaceName =
    namespaceOfAccountWord(accountWord ?? '') ?? fail('header', `unknown account kind "${accountWord}"`)
  const namespace = SIWX_NAMESPACES[namespaceName]!
  const accountAddress = next() ?? ''
  if (!namespace.isWrittenAddress(accountAddress))
    fail(
      'accountAddress',
      namespaceName === 'eip155' ? 'must be an EIP-55 checksummed address' : 'not an address',
    )
  if (next() !== '') fail('statement', 'a blank line must follow the address')
  let statement: string | undefined
  if (lines[at] === '') at++
  else if (!lines[at]?.startsWith('URI: ')) {
    statement = next()
    if (next() !== '') fail('statement', 'a blank line must follow the statement')
  }

  const field = (label: string, name: string, optional = false): string | undefined => {
    const line = lines[at]
    if (line?.startsWith(`${label}: `)) {
      at++
      return line.slice(label.length + 2)
    }
    return optional ? undefined : fail(name, `"${label}: " expected on line ${at + 1}`)
  }
  const uri = field('URI', 'uri')!
  const version = field('Version', 'version')!
  const reference = field('Chain ID', 'chainId')!
  const nonce = field('Nonce', 'nonce')!
  const issuedAt = field('Issued At', 'issuedAt')!
  const expirationTime = field('Expiration Time', 'expirationTime', true)
  const notBefore = field('Not Before', 'notBefore', true)
  const requestId = field('Request ID', 'requestId', true)
  let resources: string[] | undefined
  if (lines[at] === 'Resources:') {
    at++
    resources = []
    while (lines[at]?.startsWith('- ')) resources.push(next()!.slice(2))
  }
  if (at < lines.length) fail('message', `unexpected text on line ${at + 1}: "${lines[at]}"`)

  const message: SiwxMessage = {
    domain: domain!,
    accountAddress,
    chainId: `${namespaceName}:${reference}`,
    uri,
    version: version as '1',
    nonce,
    issuedAt,
    ...(scheme ? { scheme } : {}),
    ...(statement !== undefined ? { statement } : {}),
    ...(expirationTime !== undefined ? { expirationTime } : {}),
    ...(notBefore !== undefined ? { notBefore } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    ...(resources ? { resources } : {}),
  }
  validateSiwxMessage(message)
  return message
}
