/**
 * How a broken wallet answers a site's connection request: never ('hang'), or with something that is not
 * an answer ('garbage'). `undefined`: it answers as the dev wallet does.
 */
export type ConnectFault = 'hang' | 'garbage' | undefined

/** What a wallet answering garbage resolves a connection request with. */
export const GARBAGE_ANSWER = Object.freeze({ accounts: 42 })

/**
 * The wallet's connect method with `faultOf()` applied to every call: a promise that never settles, the
 * garbage answer, or `connect` itself.
 *
 * @example const enable = withFault(entry.enable, () => fault)
 */
export function withFault<parameters extends unknown[], answer>(
  connect: (...args: parameters) => Promise<answer>,
  faultOf: () => ConnectFault,
): (...args: parameters) => Promise<answer | typeof GARBAGE_ANSWER> {
  return (...args) => {
    const fault = faultOf()
    if (fault === 'hang') return new Promise(() => {})
    if (fault === 'garbage') return Promise.resolve(GARBAGE_ANSWER)
    return connect(...args)
  }
}
