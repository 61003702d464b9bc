interface Before {
  inert: string | null
  ariaHidden: string | null
}

/**
 * Takes everything on the page but `element` out of reach while a modal shows: each sibling of
 * `element` and of its ancestors up to <body> gets `inert` and `aria-hidden="true"`, so assistive
 * tech, Tab and the pointer only find the dialog. A node inserted (or moved) into those parents
 * afterwards is a layer opened above the modal — a wallet's own prompt — and stays reachable.
 * Returns the undo, which puts back each attribute as it was.
 *
 * @example
 * const show = hideOthers(shadowHost)
 * // …the overlay is open…
 * show()
 */
export function hideOthers(element: Element): () => void {
  const hidden = new Map<Element, Before>()
  const restore = (node: Element) => {
    const before = hidden.get(node)
    if (!before) return
    hidden.delete(node)
    setOrRemove(node, 'inert', before.inert)
    setOrRemove(node, 'aria-hidden', before.ariaHidden)
  }
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) restore(node)
  })
  for (let node = element; node.parentElement && node !== document.body; node = node.parentElement) {
    const parent = node.parentElement
    for (const sibling of parent.children) {
      if (sibling === node || hidden.has(sibling)) continue
      hidden.set(sibling, {
        inert: sibling.getAttribute('inert'),
        ariaHidden: sibling.getAttribute('aria-hidden'),
      })
      sibling.setAttribute('inert', '')
      sibling.setAttribute('aria-hidden', 'true')
    }
    observer.observe(parent, { childList: true })
  }
  return () => {
    observer.disconnect()
    for (const node of [...hidden.keys()]) restore(node)
  }
}

function setOrRemove(node: Element, name: string, value: string | null): void {
  if (value === null) node.removeAttribute(name)
  else node.setAttribute(name, value)
}
