import { FrameChannelError } from '@latch/frame-protocol'
import { AuthServiceError } from '../services/createAuthClient'

/** Why the frame asks for a code: its screen says which address it went to, and why. */
export type CodePurpose = 'recovery' | 'emailCurrent' | 'emailNew'

/**
 * The frame's own screens that ask the person (never the page): a code the services mailed, or the new
 * address of an email change. Each ask rejects with `promptCancelled()` when the person cancels, or the
 * page closes the modal around the frame (REJECT_APPROVAL).
 */
export interface AccountPrompts {
  /** The code mailed to `email`; `error` says why the last one was refused. */
  code(request: { purpose: CodePurpose; email: string; error?: string }): Promise<string>
  /** The new address of an email change; `error` says why the last one was refused. */
  newEmail(request: { current: string; error?: string }): Promise<string>
  /** The asking is over (done or failed): the screen goes. */
  done(): void
}

/**
 * The answer when the person cancels a prompt of the frame.
 *
 * @example throw promptCancelled()
 */
export const promptCancelled = () =>
  new FrameChannelError('FRAME_REQUEST_FAILED', 'Cancelled', { rpcCode: 4001 })

/** A refusal the person can correct by typing again (a wrong code, a taken address, a cooldown). */
const isRetryable = (error: unknown, codes: readonly string[]) =>
  error instanceof AuthServiceError && codes.includes(error.serviceCode)

/**
 * Asks for a code until the services accept it: a wrong one is asked for again with the services' own
 * words; any other refusal (expired, too many tries, locked) ends the asking with it.
 *
 * @example const wallet = await askCodeUntilAccepted(prompts, { purpose: 'recovery', email }, (otp) => auth.recoverWalletWithCode(token, otp))
 */
export async function askCodeUntilAccepted<T>(
  prompts: AccountPrompts,
  request: { purpose: CodePurpose; email: string },
  submit: (otp: string) => Promise<T>,
): Promise<T> {
  let error: string | undefined
  for (;;) {
    const otp = await prompts.code({ ...request, ...(error === undefined ? {} : { error }) })
    try {
      return await submit(otp)
    } catch (caught) {
      if (!isRetryable(caught, ['INVALID_OTP', 'INVALID_BODY'])) throw caught
      error = (caught as Error).message
    }
  }
}

/**
 * Asks for the new address until the services start the change: a taken, unchanged or invalid address,
 * or a cooldown, is asked for again with the services' own words.
 *
 * @example const email = await askEmailUntilAccepted(prompts, current, (next) => auth.updateEmail(token, next))
 */
export async function askEmailUntilAccepted(
  prompts: AccountPrompts,
  current: string,
  submit: (email: string) => Promise<unknown>,
): Promise<string> {
  let error: string | undefined
  for (;;) {
    const email = await prompts.newEmail({ current, ...(error === undefined ? {} : { error }) })
    try {
      await submit(email)
      return email
    } catch (caught) {
      if (!isRetryable(caught, ['EMAIL_TAKEN', 'INVALID_BODY', 'EMAIL_COOLDOWN', 'RATE_LIMITED']))
        throw caught
      error = (caught as Error).message
    }
  }
}
