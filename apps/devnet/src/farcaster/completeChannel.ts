import type { Address } from 'viem'
import type { ChannelStore } from './createChannelStore'
import type { AuthenticateBody } from './relaySchemas'

export interface CompleteChannelContext {
  store: ChannelStore
  readCustody(fid: number): Promise<Address | undefined>
}

/** A refusal as the relay answers it: its status and JSON `{ error, message }`. */
export interface RelayRefusal {
  status: 400 | 401 | 409
  error: string
  message: string
}

/**
 * Completes a pending channel with what the Farcaster app posted, adding the fid's custody address
 * read from the ID registry (as the real relay does). Like the real relay it does not check the
 * signature: the app that opened the channel must. Refuses an unknown or expired channel (401, as the
 * real relay), a fid the registry does not know (400) and a channel already completed (409).
 *
 * @example
 * const refusal = await completeChannel({ store, readCustody }, channelToken, body)
 * if (refusal) sendJson(response, refusal.status, { error: refusal.error, message: refusal.message })
 */
export async function completeChannel(
  context: CompleteChannelContext,
  channelToken: string,
  body: AuthenticateBody,
): Promise<RelayRefusal | undefined> {
  const channel = context.store.read(channelToken)
  if (!channel) {
    return { status: 401, error: 'Unauthorized', message: 'No such channel, or it has expired.' }
  }
  if (channel.completion) {
    return { status: 409, error: 'Conflict', message: 'This channel is already completed.' }
  }
  const custody = await context.readCustody(body.fid)
  if (!custody) {
    return { status: 400, error: 'Unknown fid', message: `fid ${body.fid} is not in the ID registry.` }
  }
  // Read again: another answer may have completed or closed it while the registry was read.
  const now = context.store.read(channelToken)
  if (!now || now.completion) {
    return { status: 409, error: 'Conflict', message: 'This channel was completed or closed meanwhile.' }
  }
  context.store.complete(channelToken, { ...body, custody })
  return undefined
}
