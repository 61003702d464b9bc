import { foreignSignIn } from './rpcErrors'

// CAIP-122's first line (EIP-4361's on eip155): '[scheme://]domain wants you to sign in with your … account:'
const SIGN_IN_FIRST_LINE =
  /^(?:([A-Za-z][A-Za-z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your .+ account:\r?$/m

/**
 * Refuses (4100) a sign-in message for another site: when the text to sign starts as a CAIP-122 / EIP-4361
 * sign-in message does, its domain (and scheme, when it names one) must be the page's verified origin's, or
 * the page could collect the person's sign-in for any other site. Other text passes. Without `hostOrigin`,
 * nothing is checked.
 *
 * @example refuseForeignSignIn({ hostOrigin: 'https://shop.example' }, 'evil.example wants you to sign in with your Ethereum account:\n…') // throws 4100
 */
export function refuseForeignSignIn(context: { hostOrigin?: string | undefined }, text: string): void {
  if (!context.hostOrigin) return
  const firstLine = text.split('\n', 1)[0] ?? ''
  const match = SIGN_IN_FIRST_LINE.exec(firstLine)
  if (!match) return
  const [, scheme, domain = ''] = match
  const origin = new URL(context.hostOrigin)
  const sameScheme = scheme === undefined || `${scheme.toLowerCase()}:` === origin.protocol
  if (!sameScheme || domain.toLowerCase() !== origin.host.toLowerCase())
    throw foreignSignIn(scheme ? `${scheme}://${domain}` : domain)
}
