import { join } from 'node:path'

const source = (path: string) => join(import.meta.dirname, 'packages', path)

/**
 * The shared packages the services import at run time, from source. A browser project's globalSetup
 * (the listing service) runs in Node without the project's `@latch/source` condition, so it reads
 * them through these, as tsx reads them through tsconfig.json's paths.
 */
export const SOURCE_ALIASES = [
  { find: /^@latch\/core$/, replacement: source('core/src/index.ts') },
  { find: /^@latch\/core\/internal$/, replacement: source('core/src/internal.ts') },
  { find: /^@latch\/siwx$/, replacement: source('siwx/src/index.ts') },
]
