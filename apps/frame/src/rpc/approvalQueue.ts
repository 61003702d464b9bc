import { FrameChannelError } from '@latch/frame-protocol'
import type { FrameText } from '../i18n/phrase'

/** What the person is asked to do: the approval screen's title and sentence, in the frame's language. */
export type ApprovalAction =
  | 'signMessage'
  | 'signTypedData'
  | 'signTransaction'
  | 'sendTransaction'
  | 'sendTransactions'
  | 'sendCalls'

/** One line of an approval's details; a batch's lines carry their call's number or an indent (`prefix`). */
export type ApprovalLine = FrameText | { readonly prefix: string; readonly text: FrameText }

/** What the person is asked to approve: the action and what it would sign or send, as plain text. */
export interface ApprovalRequest {
  action: ApprovalAction
  /** How many transactions or calls are sent (`sendTransactions`, `sendCalls`). */
  count?: number
  /**
   * Lines describing the request (message text, recipient and value...), shown as text, never as HTML: the
   * frame's words as phrases, the request's data as strings, never translated.
   */
  details: readonly ApprovalLine[]
}

/** The person's answer to one approval: `true` to sign or send. */
export type AskApproval = (request: ApprovalRequest) => Promise<boolean>

/** EIP-1193's 4001, what a rejected request answers. */
export const userRejected = () =>
  new FrameChannelError('FRAME_REQUEST_FAILED', 'User rejected the request.', { rpcCode: 4001 })

/**
 * Shows unsafe requests one at a time through `ask` (the frame's approval screen) and resolves when the
 * person approved; rejecting one rejects it and every request still waiting (spec §6: pending unsafe
 * requests are aborted when rejected), each with 4001.
 *
 * @example
 * const approve = createApprovalQueue(showApprovalScreen)
 * await approve({ action: 'signMessage', details: ['Hello'] }) // throws 4001 when rejected
 */
export function createApprovalQueue(ask: AskApproval): (request: ApprovalRequest) => Promise<void> {
  let queue: { request: ApprovalRequest; settle: (approved: boolean) => void }[] = []
  let showing = false

  async function showNext(): Promise<void> {
    const next = queue[0]
    if (showing || !next) return
    showing = true
    const approved = await ask(next.request).catch(() => false)
    showing = false
    if (approved) {
      queue.shift()
      next.settle(true)
    } else {
      const aborted = queue
      queue = []
      for (const waiting of aborted) waiting.settle(false)
    }
    void showNext()
  }

  return (request) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ request, settle: (approved) => (approved ? resolve() : reject(userRejected())) })
      void showNext()
    })
}
