import { type Eip1193Provider, isEip1193Provider } from './isEip1193Provider'

/**
 * The legacy injected provider (`window.ethereum`), when the target has a valid one.
 *
 * @example
 * const provider = findInjectedProvider(window)
 */
export function findInjectedProvider(
  target: { ethereum?: unknown } | undefined,
): Eip1193Provider | undefined {
  const candidate = target?.ethereum
  return isEip1193Provider(candidate) ? candidate : undefined
}
