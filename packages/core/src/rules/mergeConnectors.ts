import type { Connector } from '../types/connector'

/**
 * The name connectors are matched by: trimmed, case-insensitive, 'Trust Wallet' treated as 'Trust'.
 *
 * @example
 * normalizeWalletName(' Trust Wallet ') // 'trust'
 */
export function normalizeWalletName(name: string): string {
  // inner runs of whitespace are collapsed too, so 'Trust  Wallet' does not escape the rule
  const normalized = name.trim().replace(/\s+/g, ' ').toLowerCase()
  return normalized === 'trust wallet' ? 'trust' : normalized
}

interface Entry {
  first: Connector
  children: Connector[]
  merged: boolean
}

/** AUTH and WALLET_CONNECT merge only among themselves and keep their type, which decides how they are shown. */
function kindOf(connector: Connector): string {
  return connector.type === 'AUTH' || connector.type === 'WALLET_CONNECT' ? connector.type : 'wallet'
}

/**
 * Whether two connectors are the same wallet (on different chains, or the same one): the same normalized
 * name and the same kind, the rule `mergeConnectors` merges by.
 *
 * @example isSameWallet(phantomEvm, phantomSolana) // true
 */
export function isSameWallet(a: Connector, b: Connector): boolean {
  return kindOf(a) === kindOf(b) && normalizeWalletName(a.name) === normalizeWalletName(b.name)
}

function childrenOf(connector: Connector): Connector[] {
  return connector.connectors?.length ? connector.connectors : [connector]
}

function toMerged({ first, children }: Entry): Connector {
  const type = first.type === 'AUTH' || first.type === 'WALLET_CONNECT' ? first.type : 'MULTI_CHAIN'
  const merged: Connector = { id: first.id, name: first.name, type, chain: first.chain, connectors: children }
  if (first.imageUrl !== undefined) merged.imageUrl = first.imageUrl
  if (first.imageId !== undefined) merged.imageId = first.imageId
  if (first.explorerId !== undefined) merged.explorerId = first.explorerId
  if (first.info !== undefined) merged.info = first.info
  return merged
}

/**
 * Merges connectors of the same (normalized) name on different chains into one MULTI_CHAIN entry
 * holding them in `connectors` (id, name, imageUrl and info from the first). The same name on the
 * same chain is not merged (deduplicating is the adapter's job). Order of first appearance is kept.
 *
 * @example
 * mergeConnectors([phantomEvm, metaMask, phantomSolana])
 * // [{ id: phantomEvm.id, type: 'MULTI_CHAIN', connectors: [phantomEvm, phantomSolana], … }, metaMask]
 */
export function mergeConnectors(connectors: Connector[]): Connector[] {
  const entries: Entry[] = []
  const byName = new Map<string, Entry>()
  for (const connector of connectors) {
    const key = `${kindOf(connector)}:${normalizeWalletName(connector.name)}`
    const incoming = childrenOf(connector)
    const entry = byName.get(key)
    const clash = entry?.children.some((have) => incoming.some((add) => add.chain === have.chain))
    if (entry && !clash) {
      entry.children = [...entry.children, ...incoming]
      entry.merged = true
      continue
    }
    const fresh: Entry = { first: connector, children: incoming, merged: false }
    entries.push(fresh)
    // a same-chain twin stays its own entry; later chains still merge into the first one
    if (!entry) byName.set(key, fresh)
  }
  return entries.map((entry) => (entry.merged ? toMerged(entry) : entry.first))
}
