import { join } from 'node:path'
import ts from 'typescript'

const { config } = ts.readConfigFile(join(import.meta.dirname, 'tsconfig.json'), ts.sys.readFile)
const paths: Record<string, [string]> = config.compilerOptions.paths

/**
 * The shared packages the services import at run time, from source: tsconfig.json's `paths` (which
 * tsx reads) as Vite aliases. A browser project's globalSetup (the listing service) runs in Node
 * without the project's `@latch/source` condition, so it reads them through these.
 */
export const SOURCE_ALIASES = Object.entries(paths).map(([specifier, [target]]) => ({
  find: new RegExp(`^${specifier.replaceAll('/', '\\/')}$`),
  replacement: join(import.meta.dirname, target),
}))
