import { reportActionError } from '../actions/reportActionError'
import { parseError } from '../errors/parseError'
import { SiwxSignInError } from '../errors/siwx'
import type { Latch } from '../latch'
import type { Connector, Network, OneClickSignInRequest, SiwxSession } from '../types'

/** Stands in for the account in the message asked before connecting; the wallet puts its own in. */
const ACCOUNT_NOT_YET_KNOWN = '0x0000000000000000000000000000000000000000'

/**
 * Whether a connection through `connector` signs in with the same approval (spec §5): a WalletConnect
 * connector, SIWX configured, and every network eip155 (the universal provider's sign-in is eip155's).
 *
 * @example if (usesOneClickSignIn(latch, connector)) signIn = await oneClickSignInRequest(latch, connector, network)
 */
export function usesOneClickSignIn(latch: Latch, connector: Connector | undefined): boolean {
  const { siwx, networks } = latch.config
  return (
    siwx !== undefined &&
    connector?.type === 'WALLET_CONNECT' &&
    networks.every((network) => network.chainNamespace === 'eip155')
  )
}

/**
 * The sign-in to ask with a WalletConnect connection (spec §5: one approval connects and signs in), when
 * SIWX is configured and every network is eip155; `undefined` otherwise, or when no message can be
 * made now (the services down): the connection then goes on and the sign-in view follows as usual.
 *
 * @example const signIn = await oneClickSignInRequest(latch, connector, network)
 */
export async function oneClickSignInRequest(
  latch: Latch,
  connector: Connector | undefined,
  network: Network,
): Promise<OneClickSignInRequest | undefined> {
  const { siwx, networks } = latch.config
  if (!siwx || !usesOneClickSignIn(latch, connector)) return undefined
  try {
    const { data } = await siwx.createMessage({
      accountAddress: ACCOUNT_NOT_YET_KNOWN,
      chainId: network.caipNetworkId,
    })
    return {
      chains: networks.map((n) => n.caipNetworkId),
      domain: data.domain,
      uri: data.uri,
      nonce: data.nonce,
      ...(data.statement && { statement: data.statement }),
      ...(data.expirationTime && { expirationTime: data.expirationTime }),
    }
  } catch {
    return undefined
  }
}

/**
 * Keeps the session the wallet signed with its approval, as a sign-in from the sign-in view would
 * (the services verify it). A refusal is reported and leaves the account to sign in the usual way.
 *
 * @example await keepOneClickSession(latch, connection.siwxSession)
 */
export async function keepOneClickSession(latch: Latch, session: SiwxSession): Promise<void> {
  try {
    await latch.config.siwx?.addSession(session)
  } catch (cause) {
    reportActionError(latch, new SiwxSignInError({ cause, details: parseError(cause) }))
  }
}
