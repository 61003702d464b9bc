import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readOrCreateSecret } from './readOrCreateSecret'

const dir = mkdtempSync(join(tmpdir(), 'latch-secret-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('readOrCreateSecret', () => {
  it('makes a random secret on first use, owner-only, and reads the same one back', () => {
    const path = join(dir, 'nested', 'recovery-secret')
    const secret = readOrCreateSecret(path)
    expect(secret).toHaveLength(32)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(readOrCreateSecret(path)).toEqual(secret)
    expect(readOrCreateSecret(join(dir, 'other'))).not.toEqual(secret)
  })

  it('refuses a file that does not hold the secret', () => {
    const path = join(dir, 'broken')
    writeFileSync(path, 'not hex')
    expect(() => readOrCreateSecret(path)).toThrow(`${path} must hold 32 bytes as hex`)
  })
})
