import type { ApprovalRequest } from '../types'

/** The dev wallet's prompts answered by a switch a test turns, as the person would answer them. */
export interface ApprovalSwitch {
  /** What the person answers from now on: approve (default) or refuse. */
  answer: 'approve' | 'refuse'
  /** The kind of each request the wallet asked about ('connect', 'sign'…), in order. */
  readonly prompts: string[]
  /** The `approve` a dev wallet is created with. */
  approve(request: ApprovalRequest): Promise<boolean>
}

/**
 * A person in front of the dev wallet, for tests: every prompt is recorded and answered as `answer` says,
 * so a test turns a refusal on and off (the wallet then rejects as it does for a real refusal).
 *
 * @example
 * const person = createApprovalSwitch()
 * const wallet = createDevWallet({ chains, privateKey, approve: person.approve })
 * person.answer = 'refuse'
 */
export function createApprovalSwitch(): ApprovalSwitch {
  const approval: ApprovalSwitch = {
    answer: 'approve',
    prompts: [],
    approve: async (request) => {
      approval.prompts.push(request.kind)
      return approval.answer === 'approve'
    },
  }
  return approval
}
