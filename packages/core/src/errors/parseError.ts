import { LatchError } from './LatchError'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function firstIssueMessage(error: Record<string, unknown>): string | undefined {
  const issues = error.issues
  if (!Array.isArray(issues)) return undefined
  const [first] = issues as unknown[]
  return isRecord(first) && typeof first.message === 'string' && first.message ? first.message : undefined
}

/**
 * A message fit for the user from anything thrown: a string as is, the first issue message of a
 * validation error (zod-like `{ issues: [{ message }] }`), or the error message (a LatchError's
 * short message), else 'Unknown error'.
 *
 * @example
 * parseError(new ConnectionRejectedError()) // 'Connection rejected'
 * parseError({ issues: [{ message: 'Invalid email' }] }) // 'Invalid email'
 */
export function parseError(error: unknown): string {
  // an empty string or message would show a blank snackbar; 'Unknown error' at least says something
  if (typeof error === 'string') return error || 'Unknown error'
  if (error instanceof LatchError) return error.shortMessage
  if (!isRecord(error)) return 'Unknown error'
  const issue = firstIssueMessage(error)
  if (issue) return issue
  // plain objects count too: EIP-1193 wallets reject with `{ code, message }`, not Error instances
  return typeof error.message === 'string' && error.message ? error.message : 'Unknown error'
}
