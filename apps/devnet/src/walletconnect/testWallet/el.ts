/**
 * Creates an element with a `data-testid` and children. Strings become text nodes, never HTML, so a
 * dApp's metadata cannot inject markup into the wallet.
 *
 * @example
 * el('p', { testid: 'testwallet-proposal-name' }, proposal.name)
 */
export function el<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  props: { testid?: string } & Partial<Pick<HTMLElementTagNameMap[tag], 'className'>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[tag] {
  const { testid, ...rest } = props
  const node = Object.assign(document.createElement(tag), rest)
  if (testid) node.dataset.testid = testid
  node.append(...children)
  return node
}

/**
 * A button that runs `onClick` once per click.
 *
 * @example
 * button('testwallet-proposal-approve', 'Approve', () => approve())
 */
export function button(testid: string, label: string, onClick: () => void): HTMLButtonElement {
  const node = el('button', { testid }, label)
  node.type = 'button'
  node.addEventListener('click', onClick)
  return node
}

/**
 * An `<img>` for a dApp icon only when its URL is http(s) or data: (never javascript: or other schemes).
 *
 * @example
 * const icon = safeIcon(metadata.icons[0], 'testwallet-proposal-icon')
 */
export function safeIcon(url: string | undefined, testid: string): HTMLImageElement | undefined {
  if (!url) return undefined
  let protocol: string
  try {
    protocol = new URL(url).protocol
  } catch {
    return undefined
  }
  if (!['http:', 'https:', 'data:'].includes(protocol)) return undefined
  const img = el('img', { testid })
  img.alt = ''
  img.src = url
  return img
}
