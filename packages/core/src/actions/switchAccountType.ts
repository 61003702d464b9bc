import * as z from 'zod/mini'
import type { AdapterConnection } from '../adapter'
import { AccountTypeSwitchRefusedError, SwitchAccountTypeError } from '../errors/accountType'
import type { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { UnsupportedMethodError } from '../errors/rpc'
import type { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/state'
import type { ActiveAddressNotFoundError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { canSwitchAccountType } from '../rules/accountTypeSwitch'
import { getActiveAccount, getAuthLogin } from '../selectors'
import type { SwitchableAccountType } from '../types'
import { applyConnection } from './applyConnection'
import { fetchBalance } from './fetchBalance'
import { getActiveWallet } from './getActiveWallet'
import { joinHeldConnections } from './joinHeldConnections'
import { parseActionParameters } from './parseActionParameters'
import { reportActionError } from './reportActionError'

export interface SwitchAccountTypeParameters {
  /** The account to use from now on: the login's smart account or its EOA. */
  type: SwitchableAccountType
}

export type SwitchAccountTypeReturnType = undefined

/**
 * What `switchAccountType` rejects with, leaving the state as it was: bad input, nothing connected, a
 * wallet without account types (`UnsupportedMethodError`), spec §6's refusal, or the wallet's failure.
 */
export type SwitchAccountTypeErrorType =
  | InvalidInputError
  | ActiveAddressNotFoundError
  | ChainAdapterNotFoundError
  | NetworkNotFoundError
  | UnsupportedMethodError
  | AccountTypeSwitchRefusedError
  | SwitchAccountTypeError
  | LatchError

const parametersSchema = z.object({
  type: z.enum(['eoa', 'smartAccount'], "must be 'eoa' or 'smartAccount'"),
})

/**
 * Switches the connected account between its smart account and its EOA (an embedded-wallet login's two
 * accounts), where spec §6 allows it (canSwitchAccountType; refused: `AccountTypeSwitchRefusedError`
 * with the reason). The wallet keeps the choice for the person, above the host's `defaultAccountTypes`.
 * On success the account's address, CAIP address, type and deployment are the wallet's new answer and
 * the balance is read again; on failure nothing changes and the error is reported.
 *
 * @example await switchAccountType(latch, { type: 'eoa' })
 */
export async function switchAccountType(
  latch: Latch,
  parameters: SwitchAccountTypeParameters,
): Promise<SwitchAccountTypeReturnType> {
  const { type } = parseActionParameters(latch, parametersSchema, parameters)
  const { call, connectorId, network } = getActiveWallet(latch, 'switchAccountType')
  const state = getStore(latch).getState()
  const namespace = state.activeNamespace
  const account = getActiveAccount(state)
  if (!account?.preferredAccountType)
    throw reportActionError(
      latch,
      new UnsupportedMethodError({ details: 'The connected wallet has a single kind of account.' }),
    )
  const decision = canSwitchAccountType({
    // the wallet not saying counts as not enabled (frame-protocol: absent means false)
    smartAccountEnabled: account.smartAccountEnabled ?? false,
    current: account.preferredAccountType,
    target: type,
  })
  if (!decision.allowed)
    throw reportActionError(latch, new AccountTypeSwitchRefusedError(decision.reason, decision.message))
  let answer: AdapterConnection
  try {
    answer = await call({ connectorId, network, type })
  } catch (cause) {
    throw reportActionError(
      latch,
      cause instanceof LatchError ? cause : new SwitchAccountTypeError({ cause, details: parseError(cause) }),
    )
  }
  // The person may have disconnected, or moved to another wallet or namespace, while the wallet answered.
  const now = getStore(latch).getState()
  if (now.activeNamespace !== namespace || now.activeConnectorIds[namespace] !== connectorId) return
  if (getActiveAccount(now)?.status !== 'connected') return
  // Same login, other account: it keeps its email or social name if the wallet's answer left it out.
  const login = getAuthLogin(now)
  const connection: AdapterConnection = {
    ...(login?.name ? { authName: login.name, authProvider: login.provider } : {}),
    ...answer,
  }
  applyConnection(latch, {
    namespace,
    connection,
    connections: joinHeldConnections(latch, namespace, connection),
  })
  void fetchBalance(latch)
}
