import * as z from 'zod/mini'
import type { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import type { ChainAdapterNotFoundError } from '../errors/state'
import { type ConnectionNotFoundError, SwitchConnectionError } from '../errors/walletConnection'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types'
import { activateConnection } from './activateConnection'
import { parseActionParameters } from './parseActionParameters'
import { reportActionError } from './reportActionError'

export interface SwitchConnectionParameters {
  /** Defaults to the active namespace. */
  namespace?: ChainNamespace
  /** The connector whose connection to use (one of `state.connections[namespace]`). */
  connectorId: string
  /** One of that connection's accounts; defaults to the one its wallet has selected. */
  address?: string
}

export type SwitchConnectionReturnType = undefined

/** What `switchConnection` rejects with, leaving the state as it was. */
export type SwitchConnectionErrorType =
  | InvalidInputError
  | ChainAdapterNotFoundError
  | ConnectionNotFoundError
  | SwitchConnectionError
  | LatchError

const parametersSchema = z.object({
  namespace: z.optional(z.enum(CHAIN_NAMESPACES)),
  connectorId: z.string().check(z.minLength(1, 'a connector id is required')),
  address: z.optional(z.string().check(z.minLength(1, 'must not be empty'))),
})

/**
 * Uses another of the wallets held side by side (multiWallet, spec §6): its connection becomes the
 * namespace's 'connected' one and the one in use 'active'; signing and sending then go to its wallet,
 * and the account, address and network are its own. Its wallet is asked without a prompt; when the
 * connection is not held, was dropped, or its wallet no longer grants access, this rejects with a
 * LatchError and nothing changes.
 *
 * @example await switchConnection(latch, { connectorId: 'AUTH' })
 */
export async function switchConnection(
  latch: Latch,
  parameters: SwitchConnectionParameters,
): Promise<SwitchConnectionReturnType> {
  const parsed = parseActionParameters(latch, parametersSchema, parameters)
  const { connectorId, address } = parsed
  const namespace = parsed.namespace ?? getStore(latch).getState().activeNamespace
  try {
    await activateConnection(latch, { namespace, connectorId, address })
  } catch (cause) {
    throw reportActionError(latch, cause instanceof LatchError ? cause : new SwitchConnectionError({ cause }))
  }
}
