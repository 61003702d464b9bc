import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { importWalletRegistry } from '../registry/importWalletRegistry'
import { parseWalletRegistry } from '../registry/parseWalletRegistry'
import { type CliContext, UsageError } from './types'

/**
 * `registry import <file> [--replace]`: validates the file, then inserts and updates its wallets (with
 * `--replace`, removes wallets it does not list). Nothing is written when the file is invalid.
 *
 * @example
 * await registryImport({ args: ['my-wallets.json', '--replace'], openDatabase, out })
 */
export async function registryImport(context: CliContext): Promise<void> {
  const { values, positionals } = parseArgs({
    args: context.args,
    allowPositionals: true,
    options: { replace: { type: 'boolean' } },
  })
  const [file] = positionals
  if (!file || positionals.length > 1) throw new UsageError('registry import needs exactly one <file>')
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new UsageError(
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    )
  }
  const registry = parseWalletRegistry(text, path)
  const database = await context.openDatabase()
  try {
    const { written, removed } = await importWalletRegistry(database.db, registry, {
      replace: values.replace ?? false,
    })
    context.out(`imported ${written} wallets from ${path}${values.replace ? `, removed ${removed}` : ''}`)
  } finally {
    await database.close()
  }
}
