import { SignMessageError, UnauthorizedError, UserRejectedRequestError } from '@latch/core'
import { expect, it } from 'vitest'
import { toPolkadotWalletError } from './toPolkadotWalletError'

const fallback = (options: { details: string; cause: unknown }) => new SignMessageError(options)

it.each([
  'Cancelled',
  'Rejected by user',
  'The source https://a.example is not allowed to interact with this extension',
])("maps the extension's refusal %j to UserRejectedRequestError", (message) => {
  const error = toPolkadotWalletError(new Error(message), fallback)
  expect(error).toBeInstanceOf(UserRejectedRequestError)
  expect(error.details).toBe(message)
})

it('maps an EIP-1193 coded error by its code, and anything else to the fallback with its message', () => {
  expect(toPolkadotWalletError({ code: 4100, message: 'no' }, fallback)).toBeInstanceOf(UnauthorizedError)
  const other = toPolkadotWalletError(new Error('Unable to find an account'), fallback)
  expect(other).toBeInstanceOf(SignMessageError)
  expect(other.details).toBe('Unable to find an account')
})
