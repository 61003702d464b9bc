import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LAYERS, layerOverrides, WORKSPACES, type WorkspaceName } from './layers'

const root = join(import.meta.dirname, '..')
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'))
const names = Object.keys(WORKSPACES) as WorkspaceName[]

describe('the layer table (scripts/layers.ts)', () => {
  it('is what biome.json enforces: run `npx tsx scripts/writeLayerRules.ts` after changing it', () => {
    expect(readJson('biome.json').overrides).toEqual(layerOverrides())
  })

  it('names every workspace by its package name, and gives every package a layer', () => {
    const workspaces: string[] = readJson('package.json').workspaces
    const folders = Object.values(WORKSPACES) as string[]
    expect(workspaces.filter((folder) => !folders.includes(folder))).toEqual([])
    for (const name of names) {
      const folder = WORKSPACES[name]
      if (existsSync(join(root, folder)))
        expect(readJson(`${folder}/package.json`).name).toBe(`@latch/${name}`)
    }
    const layered = LAYERS.map((layer) => layer.name)
    for (const folder of workspaces.filter((path) => path.startsWith('packages/')))
      expect(layered).toContain(names.find((name) => WORKSPACES[name] === folder))
  })
})

// biome itself, on probe files laid out as the repository is, with the repository's biome.json: each
// import the table forbids is reported, each it allows is not.
describe('biome enforces the table', () => {
  const probes = mkdtempSync(join(tmpdir(), 'latch-layers-'))
  afterAll(() => rmSync(probes, { recursive: true, force: true }))

  const expected = new Map<string, boolean>()
  const probe = (file: string, specifier: string, forbidden: boolean) => {
    mkdirSync(dirname(join(probes, file)), { recursive: true })
    writeFileSync(join(probes, file), `import { x } from '${specifier}'\n\nexport const y = x\n`)
    expected.set(file, forbidden)
  }
  for (const layer of LAYERS) {
    const src = `${WORKSPACES[layer.name]}/src`
    const testAllowed = [...layer.mayImport, ...layer.tests.mayImport]
    for (const name of names.filter((other) => other !== layer.name)) {
      probe(`${src}/probes/${name}.ts`, `@latch/${name}/sub`, !layer.mayImport.includes(name))
      probe(`${src}/probes/${name}.test.ts`, `@latch/${name}`, !testAllowed.includes(name))
    }
    for (const ban of layer.bans) {
      for (const name of ban.packages) {
        probe(`${src}/probes/ban-${name}.ts`, `${name}/sub`, true)
        probe(`${src}/test-support/ban-${name}.ts`, name, !layer.tests.mayUse?.includes(name))
      }
    }
  }

  it('reports exactly the imports the table forbids', () => {
    writeFileSync(join(probes, 'biome.json'), readFileSync(join(root, 'biome.json')))
    const biome = join(root, 'node_modules', '.bin', 'biome')
    const result = spawnSync(
      biome,
      ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.'],
      { cwd: probes, encoding: 'utf8' },
    )
    const { diagnostics } = JSON.parse(result.stdout) as {
      diagnostics: { category: string; location: { path: string } }[]
    }
    const reported = new Set(
      diagnostics
        .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
        .map((diagnostic) => diagnostic.location.path),
    )
    const forbidden = [...expected].filter(([, isForbidden]) => isForbidden).map(([file]) => file)
    expect([...reported].sort()).toEqual(forbidden.sort())
    expect(expected.size).toBeGreaterThan(300)
  })
})
