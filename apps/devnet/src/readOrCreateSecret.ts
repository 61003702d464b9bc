import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * A random secret kept in a file (hex, owner-only), made on first use and read back afterwards: the
 * demo's recovery secret lives beside its data, so recovery shares stored in an earlier run still decrypt.
 *
 * @example
 * const recoverySecret = readOrCreateSecret('.latch-data/demo/recovery-secret')
 */
export function readOrCreateSecret(path: string, bytes = 32): Buffer {
  let text: string | undefined
  try {
    text = readFileSync(path, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (text !== undefined) {
    if (!new RegExp(`^[0-9a-f]{${bytes * 2}}$`).test(text)) {
      throw new Error(`${path} must hold ${bytes} bytes as hex; delete it to make a new secret.`)
    }
    return Buffer.from(text, 'hex')
  }
  const secret = randomBytes(bytes)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${secret.toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  return secret
}
