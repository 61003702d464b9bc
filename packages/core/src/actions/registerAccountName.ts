import { addressKey, writeCache } from '../api/cache'
import type { ApiNotConfiguredError, InvalidChainIdError, RegisterNameError } from '../api/errors'
import type { NameRecord } from '../api/nameRecord'
import { registerName } from '../api/registerName'
import { IDENTITY_CACHE_MS, NAMES_NAMESPACES } from '../constants'
import { InvalidInputError } from '../errors/input'
import type { LatchError } from '../errors/LatchError'
import { UnsupportedChainError } from '../errors/state'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { checkAccountName } from '../rules/checkAccountName'
import { replaceView } from '../rules/router'
import { patchAccount } from '../store/update'
import { getActiveWallet } from './getActiveWallet'
import { reportActionError } from './reportActionError'
import { showSnackbar } from './showSnackbar'
import { signMessage } from './signMessage'

export interface RegisterAccountNameParameters {
  /** The full name with the service's suffix, as the suggestions name it, e.g. 'alice.latch.local'. */
  name: string
}

export type RegisterAccountNameReturnType = NameRecord

/**
 * What `registerAccountName` rejects with: a name the spec's rule refuses, nothing connected, an
 * account outside eip155 ('Unsupported chain'), no `api` config, or `RegisterNameError`
 * ('Error registering name {name}') for a refused signature or a refused registration.
 */
export type RegisterAccountNameErrorType =
  | InvalidInputError
  | UnsupportedChainError
  | InvalidChainIdError
  | ApiNotConfiguredError
  | RegisterNameError
  | LatchError

/**
 * Registers a name for the connected eip155 account, as spec §4 orders it: the wallet signs the
 * registration message, the service registers the name; on success the account's profile name is
 * set (and its identity, so the Account header shows it at once) and RegisterAccountName gives way to
 * RegisterAccountNameSuccess; on any failure the modal stays on RegisterAccountName (an embedded
 * wallet's approval view goes back to it by itself) and the snackbar says 'Error registering name
 * {name}'. The name is checked (spec §5) before anything is signed.
 *
 * @example await registerAccountName(latch, { name: 'alice.latch.local' })
 */
export async function registerAccountName(
  latch: Latch,
  parameters: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const name = typeof parameters?.name === 'string' ? parameters.name.trim().toLowerCase() : ''
  const label = name.includes('.') ? name.slice(0, name.indexOf('.')) : ''
  const refusal = label ? checkAccountName(label) : 'the full name with the service suffix is required'
  if (refusal) throw reportActionError(latch, new InvalidInputError('name', refusal))
  const namespace = getStore(latch).getState().activeNamespace
  // spec §9: names are eip155 only
  if (!(NAMES_NAMESPACES as readonly string[]).includes(namespace)) {
    throw reportActionError(
      latch,
      new UnsupportedChainError({ details: `Names are eip155 only, not ${namespace}.` }),
    )
  }
  const { address, network } = getActiveWallet(latch, 'signMessage')
  let record: NameRecord
  try {
    record = await registerName(latch, {
      name,
      address,
      chainId: Number(network.id),
      signMessage: (message) => signMessage(latch, { message }),
    })
  } catch (error) {
    showSnackbar(latch, {
      message: (error as LatchError).shortMessage ?? `Error registering name ${name}`,
      variant: 'error',
    })
    throw reportActionError(latch, error as LatchError)
  }
  // the wallet may have moved to another account meanwhile: the name is not that one's
  if (getStore(latch).getState().accounts[namespace]?.address === address) {
    patchAccount(latch, namespace, { profileName: record.name })
  }
  const avatar = record.attributes.avatar ?? null
  writeCache(
    getLatchInternal(latch).api.identities,
    addressKey(address),
    { name: record.name, avatar },
    IDENTITY_CACHE_MS,
  )
  const { router } = getStore(latch).getState()
  if (router.view === 'RegisterAccountName') {
    getStore(latch).setState({
      router: replaceView(router, 'RegisterAccountNameSuccess', { name: record.name }),
    })
  }
  return record
}
