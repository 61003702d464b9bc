import { approvalInEnglish } from '../../i18n/test-support/approvalInEnglish'
import { type ApprovalRequest, userRejected } from '../approvalQueue'

/**
 * Test support only: the RPC context `base` (an answerRpc or answerSolanaRpc context without its `approve`)
 * whose person approves every request (`answer` true) or rejects it with 4001; `asked` records what they
 * were shown, in English.
 *
 * @example const { context, asked } = rpcTestContext({ account, chain }, false)
 */
export function rpcTestContext<Base extends object>(base: Base, answer: boolean) {
  const asked: ReturnType<typeof approvalInEnglish>[] = []
  const context = {
    ...base,
    approve: async (request: ApprovalRequest) => {
      asked.push(approvalInEnglish(request))
      if (!answer) throw userRejected()
    },
  }
  return { context, asked }
}

/** The error a request failed with (its RPC code and message), or undefined when it succeeded. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as { rpcCode?: number; message: string },
  )
