import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DATA_DIR,
  defaultDataDir,
  describeDatabaseConfig,
  InvalidDatabaseConfigError,
  resolveDatabaseConfig,
} from './resolveDatabaseConfig'

describe('resolveDatabaseConfig', () => {
  it('takes DATABASE_URL for PostgreSQL, else PGlite under LATCH_DATA_DIR or the default directory', () => {
    expect(resolveDatabaseConfig({})).toEqual({ dataDir: DEFAULT_DATA_DIR })
    expect(resolveDatabaseConfig({ LATCH_DATA_DIR: '/tmp/latch' })).toEqual({ dataDir: '/tmp/latch' })
    expect(resolveDatabaseConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/latch' })).toEqual({
      url: 'postgres://u:p@127.0.0.1:5432/latch',
    })
  })

  it('keeps PGlite at the checkout root from source, under the working directory once installed from npm', () => {
    expect(DEFAULT_DATA_DIR).toBe(join(import.meta.dirname, '..', '..', '..', '..', '.latch-data', 'api'))
    expect(defaultDataDir('/work/latch/apps/api/', '/elsewhere')).toBe('/work/latch/.latch-data/api')
    expect(defaultDataDir('/srv/latch/node_modules/@latch/services/', '/srv/latch')).toBe(
      '/srv/latch/.latch-data/api',
    )
  })

  it.each([
    ['DATABASE_URL', ''],
    ['DATABASE_URL', 'mysql://127.0.0.1/latch'],
    ['DATABASE_URL', 'not a url'],
    ['LATCH_DATA_DIR', ''],
  ])(
    'refuses %s=%j with a message naming it, rather than silently choosing another database',
    (name, value) => {
      const read = () => resolveDatabaseConfig({ [name]: value })
      expect(read).toThrow(InvalidDatabaseConfigError)
      expect(read).toThrow(new RegExp(`^${name} `))
    },
  )

  it('describes a server for logs without its user, password or query', () => {
    expect(describeDatabaseConfig({ url: 'postgres://u:secret@db.example.com:5432/latch?password=x' })).toBe(
      'postgres://***@db.example.com:5432/latch?…',
    )
    expect(describeDatabaseConfig({ url: 'postgres://127.0.0.1/latch' })).toBe('postgres://127.0.0.1/latch')
    expect(describeDatabaseConfig({ dataDir: '/tmp/latch' })).toBe('/tmp/latch')
  })
})
