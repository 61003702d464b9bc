// The layer table of ARCHITECTURE.md ("Packages and apps"): which Latch package may import which, and the
// libraries a layer may never use. biome.json's `overrides` (its noRestrictedImports rules) are generated
// from it: after editing the table, run `npx tsx scripts/writeLayerRules.ts`. scripts/layers.test.ts fails
// while biome.json differs from what the table generates, and checks that biome refuses what it forbids.
//
// A layer's source may import only the Latch packages it lists, which keeps out every app and every
// package it does not name, present or future. Its tests (and test support) may import a few more, named
// apart (the devnet, the services they start).

/** Every Latch workspace by the name after `@latch/`, with its folder. */
export const WORKSPACES = {
  core: 'packages/core',
  react: 'packages/react',
  evm: 'packages/evm',
  solana: 'packages/solana',
  bitcoin: 'packages/bitcoin',
  polkadot: 'packages/polkadot',
  wagmi: 'packages/wagmi',
  siwx: 'packages/siwx',
  'frame-protocol': 'packages/frame-protocol',
  // the embedded wallet's own package: the frame channel and the AUTH connector, taken by the adapters by shape
  'embedded-wallet': 'packages/embedded-wallet',
  // the adapters' conformance suite: private, imported by their tests only
  'adapter-conformance': 'packages/adapter-conformance',
  services: 'apps/api',
  frame: 'apps/frame',
  devnet: 'apps/devnet',
  demo: 'apps/demo',
  e2e: 'e2e',
} as const

export type WorkspaceName = keyof typeof WORKSPACES

/** A library a layer may not import, and why (the lint message). */
export interface Ban {
  /** Package names; each also bans its subpaths. */
  packages: string[]
  why: string
}

export interface Layer {
  name: WorkspaceName
  /** The Latch packages its source may import. */
  mayImport: WorkspaceName[]
  bans: Ban[]
  /** What its tests and test support may import besides: Latch packages, and banned libraries by name. */
  tests: { mayImport: WorkspaceName[]; mayUse?: string[] }
}

const REACT = ['react', 'react-dom']
const noReact = (why: string): Ban => ({ packages: REACT, why })

/** The table. Apps without a row (devnet, demo, e2e) may import anything; no package imports them. */
export const LAYERS: Layer[] = [
  {
    name: 'core',
    mayImport: [],
    bans: [
      noReact('core knows nothing of React (ARCHITECTURE.md)'),
      { packages: ['viem'], why: 'core stays chain-agnostic: chain code lives in adapters' },
    ],
    // the integration tests start the real services
    tests: { mayImport: ['services'] },
  },
  {
    name: 'react',
    // frame-protocol: the one list of languages the modal and the frame speak (frameLocales.ts)
    mayImport: ['core', 'frame-protocol'],
    bans: [{ packages: ['viem'], why: 'the UI talks to chains only through core actions' }],
    // test-support/signingAdapter.ts signs with a real key; a view's test checks a real sign-in message
    tests: { mayImport: ['siwx'], mayUse: ['viem'] },
  },
  {
    name: 'evm',
    // the embedded wallet's connector is taken by its shape: only the tests make one
    mayImport: ['core'],
    bans: [noReact('adapters know nothing of React')],
    tests: { mayImport: ['adapter-conformance', 'devnet', 'embedded-wallet'] },
  },
  {
    name: 'solana',
    // as evm: a Solana-only host's email login needs neither @latch/evm nor viem
    mayImport: ['core'],
    bans: [noReact('adapters know nothing of React')],
    tests: { mayImport: ['adapter-conformance', 'devnet', 'embedded-wallet'] },
  },
  {
    name: 'bitcoin',
    mayImport: ['core', 'embedded-wallet'],
    bans: [noReact('adapters know nothing of React')],
    tests: { mayImport: ['adapter-conformance', 'devnet', 'services', 'siwx'] },
  },
  {
    name: 'polkadot',
    mayImport: ['core', 'embedded-wallet'],
    bans: [noReact('adapters know nothing of React')],
    tests: { mayImport: ['adapter-conformance', 'devnet'] },
  },
  {
    name: 'wagmi',
    mayImport: ['core'],
    bans: [
      {
        packages: [...REACT, 'wagmi'],
        why: 'the wagmi bridge builds on @wagmi/core: a host needs no React for it',
      },
    ],
    tests: { mayImport: ['devnet', 'evm'] },
  },
  {
    name: 'siwx',
    mayImport: ['core'],
    bans: [noReact('siwx runs on servers too: no UI')],
    tests: { mayImport: ['devnet'] },
  },
  {
    name: 'frame-protocol',
    mayImport: [],
    bans: [
      {
        packages: [...REACT, 'viem'],
        why: 'frame-protocol is the wire format both the page and the frame load: zod only (ARCHITECTURE.md)',
      },
    ],
    tests: { mayImport: [] },
  },
  {
    name: 'embedded-wallet',
    mayImport: ['core', 'frame-protocol'],
    bans: [
      noReact('the embedded wallet knows nothing of React: the UI draws it'),
      {
        packages: ['viem', '@solana/kit'],
        why: 'the embedded wallet serves every namespace: a host on one chain loads no other chain library',
      },
    ],
    tests: { mayImport: ['devnet', 'services', 'frame'] },
  },
  {
    name: 'adapter-conformance',
    mayImport: ['core'],
    bans: [noReact('the adapters it checks know nothing of React')],
    tests: { mayImport: [] },
  },
  {
    name: 'services',
    mayImport: ['core', 'siwx'],
    bans: [noReact('the services know nothing of the UI')],
    tests: { mayImport: ['devnet'] },
  },
  {
    name: 'frame',
    // it shares no code with the page it guards (ARCHITECTURE.md)
    mayImport: ['frame-protocol'],
    bans: [],
    tests: { mayImport: ['devnet', 'services'] },
  },
]

/** What counts as a test inside a layer's `src`: test files, test support, the services' test kit. */
export const TEST_GLOBS = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'testing/**']

const withSubpaths = (names: string[]) => names.flatMap((name) => [name, `${name}/**`])

/** Every Latch package but `allowed` (and their subpaths): the negations come last, so they win. */
function latchGroup(allowed: WorkspaceName[]): string[] {
  return [
    '@latch/*',
    '@latch/**',
    ...withSubpaths(allowed.map((name) => `@latch/${name}`)).map((p) => `!${p}`),
  ]
}

function describeAllowed(allowed: WorkspaceName[]): string {
  return allowed.length === 0
    ? 'no Latch package'
    : `only ${allowed.map((name) => `@latch/${name}`).join(', ')}`
}

/** One biome override: `noRestrictedImports` with these patterns on these files. */
function override(includes: string[], patterns: { group: string[]; message: string }[]) {
  return {
    includes,
    linter: {
      rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } },
    },
  }
}

/**
 * biome.json's `overrides`, generated from `layers`: for each layer one for its source (its tests left
 * out) and one for its tests.
 *
 * @example
 * const biome = JSON.parse(readFileSync('biome.json', 'utf8'))
 * biome.overrides = layerOverrides()
 */
export function layerOverrides(layers: Layer[] = LAYERS) {
  return layers.flatMap((layer) => {
    const src = `${WORKSPACES[layer.name]}/src`
    const source = override(
      [`${src}/**`, ...TEST_GLOBS.map((glob) => `!${src}/${glob}`)],
      [
        ...layer.bans.map((ban) => ({ group: withSubpaths(ban.packages), message: ban.why })),
        {
          group: latchGroup(layer.mayImport),
          message: `@latch/${layer.name} may import ${describeAllowed(layer.mayImport)}: packages never import apps (the layer table, scripts/layers.ts)`,
        },
      ],
    )
    const testAllowed = [...layer.mayImport, ...layer.tests.mayImport]
    const tests = override(
      TEST_GLOBS.map((glob) => `${src}/${glob}`),
      [
        ...layer.bans
          .filter((ban) => !ban.packages.some((name) => layer.tests.mayUse?.includes(name)))
          .map((ban) => ({ group: withSubpaths(ban.packages), message: ban.why })),
        {
          group: latchGroup(testAllowed),
          message: `@latch/${layer.name}'s tests may import ${describeAllowed(testAllowed)} (the layer table, scripts/layers.ts)`,
        },
      ],
    )
    return [source, tests]
  })
}
