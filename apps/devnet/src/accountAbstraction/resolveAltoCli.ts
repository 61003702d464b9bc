import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * The path of alto's command-line entry (`@pimlico/alto`'s `esm/cli/alto.js`, its `bin`). The package
 * exports only its library entry, so the CLI is found beside it. Throws a clear error when alto is missing.
 *
 * @example
 * spawn(process.execPath, [resolveAltoCli(), '--rpc-url', rpcUrl])
 */
export function resolveAltoCli(): string {
  let entry: string
  try {
    entry = createRequire(import.meta.url).resolve('@pimlico/alto')
  } catch (cause) {
    throw new Error(
      'The bundler package @pimlico/alto is not installed: run `npm ci` (it is a dependency of @latch/devnet).',
      { cause },
    )
  }
  return join(dirname(entry), 'cli', 'alto.js')
}
