import { type WalletRegistry, WalletRegistrySchema } from './walletRegistrySchema'

/** Thrown for a registry file that is not valid JSON or not in the registry format. */
export class InvalidRegistryError extends Error {
  override name = 'InvalidRegistryError'
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}${text ? '.' : ''}${String(key)}`),
    '',
  )
}

/**
 * Parses and validates the text of a registry file; the error lists up to ten problems with their
 * place, e.g. `wallets[12].chains[0]: must be a CAIP-2 id such as eip155:1`.
 *
 * @example
 * const registry = parseWalletRegistry(await readFile('wallets.json', 'utf8'))
 */
export function parseWalletRegistry(text: string, source = 'registry'): WalletRegistry {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new InvalidRegistryError(`${source} is not valid JSON: ${(error as Error).message}`)
  }
  const result = WalletRegistrySchema.safeParse(json)
  if (result.success) return result.data
  const problems = result.error.issues
    .slice(0, 10)
    .map((issue) => `  ${formatPath(issue.path) || '(root)'}: ${issue.message}`)
  const more = result.error.issues.length > 10 ? `\n  … and ${result.error.issues.length - 10} more` : ''
  throw new InvalidRegistryError(`${source} is not a valid wallet registry:\n${problems.join('\n')}${more}`)
}
