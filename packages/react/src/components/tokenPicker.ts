import type { KeyboardEvent, RefObject } from 'react'

/**
 * Filters tokens by what the person searched, against their name and symbol (case-insensitive); an
 * empty search keeps them all.
 *
 * @example matchTokens(tokens, 'usd') // the tokens whose name or symbol contains "usd"
 */
export function matchTokens<T extends { name: string; symbol: string }>(
  tokens: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...tokens]
  return tokens.filter((token) => `${token.name} ${token.symbol}`.toLowerCase().includes(needle))
}

/**
 * A token picker's keydown handler: Up and Down move focus between the list's buttons, and from the
 * search field into the list (Down to the first, Up to the last). Other keys pass.
 *
 * @example <div onKeyDown={moveInTokenList(listRef)}>…</div>
 */
export function moveInTokenList(list: RefObject<HTMLElement | null>) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const options = Array.from(list.current?.querySelectorAll('button') ?? [])
    if (options.length === 0) return
    event.preventDefault()
    const index = options.indexOf(event.target as HTMLButtonElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    const next = index === -1 ? (step === 1 ? 0 : options.length - 1) : index + step
    options[Math.min(options.length - 1, Math.max(0, next))]?.focus()
  }
}
