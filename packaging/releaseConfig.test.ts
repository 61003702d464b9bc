import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The release set-up (.changeset/config.json): every published package is versioned and released
// together, with its changelog; the private workspaces are never released.
const root = join(import.meta.dirname, '..')
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'))

const workspaces = (readJson('package.json').workspaces as string[]).map((folder) => ({
  folder,
  ...(readJson(`${folder}/package.json`) as { name: string; version: string; private?: boolean }),
}))
const published = workspaces.filter((workspace) => !workspace.private)
const config = readJson('.changeset/config.json') as {
  fixed: string[][]
  access: string
  privatePackages: { version: boolean; tag: boolean }
}

describe('releases', () => {
  it('version every published package together, at one version, with public access', () => {
    expect(published.map((workspace) => workspace.name)).toEqual(
      expect.arrayContaining(['@latch/core', '@latch/services', '@latch/frame']),
    )
    expect(config.fixed).toHaveLength(1)
    expect([...(config.fixed[0] ?? [])].sort()).toEqual(published.map((workspace) => workspace.name).sort())
    expect(new Set(published.map((workspace) => workspace.version)).size).toBe(1)
    expect(config.access).toBe('public')
  })

  it('never version or publish the private workspaces (devnet, demo, e2e)', () => {
    expect(config.privatePackages).toEqual({ version: false, tag: false })
    const privateNames = workspaces
      .filter((workspace) => workspace.private)
      .map((workspace) => workspace.name)
    expect(privateNames).toEqual(expect.arrayContaining(['@latch/devnet', '@latch/demo', '@latch/e2e']))
  })

  it.each(published.map((workspace) => [workspace.name, workspace] as const))(
    '%s has a CHANGELOG.md whose latest entry is its version',
    (name, workspace) => {
      const file = join(root, workspace.folder, 'CHANGELOG.md')
      expect(existsSync(file)).toBe(true)
      const text = readFileSync(file, 'utf8')
      expect(text.startsWith(`# ${name}\n`)).toBe(true)
      expect(/^## (\S+)$/m.exec(text)?.[1]).toBe(workspace.version)
    },
  )
})
