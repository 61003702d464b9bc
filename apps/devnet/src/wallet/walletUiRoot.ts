const HOST_TAG = 'latch-devnet-wallet'

const HOST_STYLE = [
  'all: initial',
  'display: block',
  'position: fixed',
  'top: 0',
  'left: 0',
  'width: 0',
  'height: 0',
  'z-index: 2147483647',
  // Modal libraries set `pointer-events: none` on <body>; the wallet must stay clickable.
  'pointer-events: auto',
]
  .map((declaration) => `${declaration} !important;`)
  .join(' ')

const SHADOW_CSS = `
:host { all: initial; }
* { box-sizing: border-box; font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; }
.panel { position: fixed; background: #fff; color: #14213d; border: 1px solid #c9ced8; border-radius: 12px;
  box-shadow: 0 8px 28px rgb(20 33 61 / 0.28); pointer-events: auto; }
.prompt { top: 16px; right: 16px; width: 340px; max-width: calc(100vw - 32px); padding: 14px 16px; }
.header { display: flex; align-items: center; gap: 8px; margin: 0 0 10px; font-size: 14px; font-weight: 600; }
.header img { width: 22px; height: 22px; }
.kind { margin: 0 0 4px; font-weight: 600; }
.origin { margin: 0 0 8px; color: #4a5568; word-break: break-all; }
.summary { margin: 0 0 14px; padding: 8px; background: #f2f4f8; border-radius: 8px; white-space: pre-wrap;
  word-break: break-word; max-height: 180px; overflow: auto; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button, select { cursor: pointer; border-radius: 8px; border: 1px solid #9aa3b5; background: #fff; color: #14213d;
  padding: 6px 14px; }
button.approve { background: #14213d; border-color: #14213d; color: #fff; }
button:focus-visible, select:focus-visible { outline: 2px solid #fca311; outline-offset: 2px; }
.badge { bottom: 12px; left: 12px; display: flex; align-items: center; gap: 8px; padding: 6px 8px; }
.badge img { width: 20px; height: 20px; }
.badge .address { font-family: ui-monospace, monospace; }
.badge select, .badge button { padding: 2px 6px; }
[hidden] { display: none !important; }
`

/**
 * The shadow root all wallet UI lives in, on a host element at the end of <body>, so page CSS
 * cannot reach it. Pointer, focus and key events stop at the host, so a page's "click outside
 * closes the modal" logic does not see clicks on the wallet (it is a separate window in a real
 * extension). Created on first use.
 *
 * @example
 * getWalletUiRoot(document).append(panel)
 */
export function getWalletUiRoot(document: Document): ShadowRoot {
  const existing = document.querySelector(HOST_TAG)?.shadowRoot
  if (existing) return existing
  const host = document.createElement(HOST_TAG)
  host.setAttribute('style', HOST_STYLE)
  for (const type of [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'click',
    'touchstart',
    'touchend',
  ]) {
    host.addEventListener(type, (event) => event.stopPropagation())
  }
  for (const type of ['focusin', 'focusout', 'keydown', 'keyup']) {
    host.addEventListener(type, (event) => event.stopPropagation())
  }
  // Open, so tests (Playwright) can find the data-testids inside.
  const root = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = SHADOW_CSS
  root.append(style)
  document.body.append(host)
  return root
}

/**
 * Moves the host to the end of <body>, so it paints above modals appended after it at the same z-index.
 * Moved even when it is last already: a modal that made the page inert while it was open treats a
 * node inserted afterwards as a layer above it (as an extension's popup window is) and leaves it reachable.
 *
 * @example
 * raiseWalletUi(document)
 */
export function raiseWalletUi(document: Document): void {
  const host = document.querySelector(HOST_TAG)
  if (host) document.body.append(host)
}
