import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const PLATFORM_PACKAGES: Record<string, string> = {
  'darwin-arm64': 'darwin-arm64',
  'darwin-x64': 'darwin-amd64',
  'linux-arm64': 'linux-arm64',
  'linux-x64': 'linux-amd64',
  'win32-x64': 'win32-amd64',
}

/**
 * The path of the anvil binary shipped by `@foundry-rs/anvil`'s platform package
 * (`@foundry-rs/anvil-<platform>-<arch>`). Throws a clear error when the platform has no
 * package or the package was not installed.
 *
 * @example
 * spawn(resolveAnvilBinary(), ['--port', '8545'])
 */
export function resolveAnvilBinary(
  platform: NodeJS.Platform = process.platform,
  arch: NodeJS.Architecture = process.arch,
): string {
  const suffix = PLATFORM_PACKAGES[`${platform}-${arch}`]
  if (!suffix) {
    throw new Error(
      `Anvil has no npm build for ${platform}-${arch}. Supported: ${Object.keys(PLATFORM_PACKAGES).join(', ')}.`,
    )
  }
  const packageName = `@foundry-rs/anvil-${suffix}`
  let manifest: string
  try {
    manifest = createRequire(import.meta.url).resolve(`${packageName}/package.json`)
  } catch (cause) {
    throw new Error(
      `The anvil binary package ${packageName} is not installed. It is an optional dependency of @foundry-rs/anvil: run \`npm ci\` on this machine (optional dependencies must not be omitted).`,
      { cause },
    )
  }
  return join(dirname(manifest), 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil')
}
