import { ConnectionRejectedError, type Latch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { UserRejectedRequestError } from 'viem'
import { type LatchEvmAccount, selectLatchEvmAccount } from './readLatchEvmAccount'

/**
 * Opens Latch's modal on eip155 and resolves the account once Latch reports one connected there
 * (the person chose a wallet, an email or a social login). Closing the modal first rejects with viem's
 * `UserRejectedRequestError`, which is what wagmi's `connect` callers test for, its cause Latch's
 * `ConnectionRejectedError`.
 *
 * @example
 * const { address, chainId } = await waitForLatchConnection(latch)
 */
export function waitForLatchConnection(latch: Latch): Promise<LatchEvmAccount> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      const state = getStore(latch).getState()
      const account = selectLatchEvmAccount(state)
      if (account) {
        stop()
        resolve(account)
      } else if (!state.open) {
        stop()
        const cause = new ConnectionRejectedError({
          details: 'The modal closed before an account connected.',
        })
        reject(new UserRejectedRequestError(cause))
      }
    }
    const stop = getStore(latch).subscribe(settle)
    try {
      open(latch, { namespace: 'eip155' })
    } catch (error) {
      stop()
      reject(error)
      return
    }
    settle()
  })
}
