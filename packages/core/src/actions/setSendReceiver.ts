import { ResolveNameError } from '../api/errors'
import { resolveName } from '../api/resolveName'
import { toCoinType } from '../api/toCoinType'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { getActiveNetwork } from '../selectors'
import { isNamespaceAddress } from '../utils/isNamespaceAddress'
import { reportActionError } from './reportActionError'
import { updateSend } from './updateSend'

export interface SetSendReceiverParameters {
  /** What the person typed: an address of the active namespace, or a name such as 'alice.latch.local'. */
  receiver: string
}

export type SetSendReceiverReturnType = undefined

/** What `setSendReceiver` throws: a receiver that is not a string (a name that fails to resolve is `send.receiverStatus: 'error'`). */
export type SetSendReceiverErrorType = InvalidInputError

const RESOLVE_FAILED = 'Error resolving name'
/** Avatars the modal may put in an <img> (the identity service's rule). */
const SAFE_IMAGE = /^(https:\/\/|data:image\/)/

/**
 * Stores the receiver of the Send form. An address of the active namespace is used as is; a name
 * (it contains a dot; names are eip155 only) is resolved through the profile service, setting
 * `receiverAddress`, `receiverProfileName` and `receiverProfileImage`, or `receiverStatus: 'error'`
 * with 'Error resolving name' when it fails or is not registered. An answer that arrives after the
 * text changed again is dropped.
 *
 * @example await setSendReceiver(latch, { receiver: 'alice.latch.local' })
 */
export async function setSendReceiver(
  latch: Latch,
  parameters: SetSendReceiverParameters,
): Promise<SetSendReceiverReturnType> {
  const receiver = parameters?.receiver
  if (typeof receiver !== 'string') {
    throw reportActionError(latch, new InvalidInputError('receiver', 'an address or a name is required'))
  }
  const state = getStore(latch).getState()
  const namespace = state.activeNamespace
  const typed = receiver.trim()
  const unresolved = {
    receiver,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
  }
  if (isNamespaceAddress(namespace, typed)) {
    updateSend(latch, { ...unresolved, receiverAddress: typed, receiverStatus: 'resolved' })
    return
  }
  const network = getActiveNetwork(latch, state)
  if (!typed.includes('.') || namespace !== 'eip155' || !network) {
    updateSend(latch, { ...unresolved, receiverStatus: 'idle' })
    return
  }
  updateSend(latch, { ...unresolved, receiverStatus: 'resolving' })
  const isCurrent = () => getStore(latch).getState().send.receiver === receiver
  try {
    const record = await resolveName(latch, { name: typed })
    const address =
      record?.addresses[String(toCoinType(Number(network.id)))]?.address ?? record?.addresses['60']?.address
    if (!isCurrent()) return
    if (!record || !address || !isNamespaceAddress(namespace, address)) {
      updateSend(latch, { receiverStatus: 'error', error: RESOLVE_FAILED })
      return
    }
    const avatar = record.attributes.avatar
    updateSend(latch, {
      receiverAddress: address,
      receiverProfileName: record.name,
      receiverProfileImage: avatar && SAFE_IMAGE.test(avatar) ? avatar : undefined,
      receiverStatus: 'resolved',
    })
  } catch (cause) {
    if (!isCurrent()) return
    updateSend(latch, { receiverStatus: 'error', error: RESOLVE_FAILED })
    reportActionError(latch, cause instanceof ResolveNameError ? cause : new ResolveNameError({ cause }))
  }
}
