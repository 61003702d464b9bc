/**
 * Races a promise against a timer; the timer is cleared either way so nothing keeps running.
 *
 * @example
 * await withTimeout(provider.request({ method: 'eth_requestAccounts' }), 120_000, () => new ConnectionTimeoutError(120_000))
 */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
