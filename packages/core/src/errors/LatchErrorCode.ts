import type * as apiErrors from '../api/errors'
import type * as catalogue from './index'
import type { LatchError } from './LatchError'

type CodeOf<T> = T extends abstract new (
  ...args: never
) => infer Instance
  ? Instance extends LatchError<infer Code>
    ? // the bases (LatchError, RpcError) carry `string`, which would swallow every literal
      string extends Code
      ? never
      : Code
    : never
  : never

type CodesOf<Module> = { [Name in keyof Module]: CodeOf<Module[Name]> }[keyof Module]

/**
 * Every stable `code` a Latch error can carry. Read from the error classes themselves, so a new class
 * is in the union the moment it is exported.
 *
 * @example
 * const retryable: LatchErrorCode[] = ['CONNECTION_TIMEOUT', 'HTTP_REQUEST_FAILED']
 * if (error instanceof LatchError && retryable.includes(error.code as LatchErrorCode)) retry()
 */
export type LatchErrorCode = CodesOf<typeof catalogue> | CodesOf<typeof apiErrors>
