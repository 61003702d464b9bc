export interface LatchErrorOptions {
  /** Longer explanation; shown in logs and error reports, not in the snackbar. */
  details?: string
  cause?: unknown
}

/**
 * The base of every error Latch throws: a short message fit for the user,
 * a stable `code` for programs, optional details and the original cause.
 *
 * @example
 * try { await connect(latch, { connectorId }) }
 * catch (e) { if (e instanceof LatchError && e.code === 'CONNECTION_REJECTED') retry() }
 */
export class LatchError<code extends string = string> extends Error {
  override name = 'LatchError'
  /** Stable for programs: each subclass fixes it to one literal (see LatchErrorCode). */
  readonly code: code
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: code, shortMessage: string, options: LatchErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
  }

  /** Walks the cause chain and returns the deepest cause that matches, or this error. */
  walk(match?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    let found: unknown = match?.(this) ? this : undefined
    while (current instanceof Error && current.cause !== undefined) {
      current = current.cause
      if (!match || match(current)) found = current
    }
    return match ? found : current
  }
}
