// The apps of the bench: what each one is, which baseline its increment is computed over, and how the
// page probe finds its connect button and its modal content.

/**
 * Finds an element (pageProbe.js): a CSS selector, optionally only inside shadow roots whose host
 * matches `host`, containing `text`, and (`inView`) showing in the viewport and its scrolling ancestors.
 */
export interface Marker {
  selector: string
  host?: string
  text?: string
  inView?: boolean
  /** Only when neither it nor any ancestor has a computed opacity of 0 (issue 32's "visible"). */
  opaque?: boolean
}

export interface BenchApp {
  name: string
  /** What the table calls it. */
  label: string
  kind: 'toolkit' | 'baseline'
  /** The baseline a toolkit's increment is computed over. */
  baseline?: string
  /** Size only: no runtime runs. */
  sizeOnly?: boolean
  button: Marker
  /** The modal's first-view content; absent for baselines (nothing opens). */
  content?: Marker
  /** How the content marker was chosen, for the output's definitions. */
  contentNote?: string
  /** The modal's dialog element, for issue 32's click method (visible with a non-zero opacity). */
  dialog?: Marker
}

/** Every modal here has a dialog role (AppKit's card an alertdialog), in the document or a shadow root. */
const dialogRole: Marker = { selector: '[role="dialog"], [role="alertdialog"]', opaque: true }

const plainButton: Marker = { selector: '[data-testid="connect-button"]' }

export const APPS: BenchApp[] = [
  {
    name: 'latch',
    label: 'Latch',
    kind: 'toolkit',
    baseline: 'baseline-viem',
    button: plainButton,
    content: { selector: '[data-testid="all-wallets"]' },
    contentNote: 'the "All Wallets" row of the Connect view',
    dialog: dialogRole,
  },
  {
    name: 'latch-full',
    label: 'Latch, every feature on',
    kind: 'toolkit',
    baseline: 'baseline-viem',
    button: plainButton,
    content: { selector: '[data-testid="all-wallets"]' },
    contentNote: 'the "All Wallets" row of the Connect view',
    dialog: dialogRole,
  },
  {
    name: 'rainbowkit',
    label: 'RainbowKit',
    kind: 'toolkit',
    baseline: 'baseline-wagmi',
    button: { selector: '[data-testid="rk-connect-button"]' },
    content: { selector: '[data-testid="rk-wallet-option-walletConnect"]' },
    contentNote: 'the WalletConnect option of the wallet list',
    dialog: dialogRole,
  },
  {
    name: 'connectkit',
    label: 'ConnectKit',
    kind: 'toolkit',
    baseline: 'baseline-wagmi',
    button: { selector: 'button', text: 'Connect Wallet' },
    content: { selector: '[role="dialog"] button', text: 'MetaMask' },
    contentNote: 'the MetaMask option of the wallet list',
    dialog: dialogRole,
  },
  {
    name: 'appkit',
    label: 'AppKit',
    kind: 'toolkit',
    baseline: 'baseline-wagmi',
    button: { selector: 'button', host: 'wui-connect-button' },
    content: { selector: '[data-testid="wallet-selector-walletconnect"]' },
    contentNote: 'the WalletConnect entry of the wallet list',
    dialog: dialogRole,
  },
  {
    name: 'baseline-viem',
    label: 'baseline: react + react-dom + viem',
    kind: 'baseline',
    button: plainButton,
  },
  {
    name: 'baseline-wagmi',
    label: 'baseline: + wagmi + react-query',
    kind: 'baseline',
    button: plainButton,
  },
  {
    name: 'baseline-react',
    label: 'react + react-dom alone',
    kind: 'baseline',
    sizeOnly: true,
    button: plainButton,
  },
]

export const appByName = (name: string): BenchApp => {
  const app = APPS.find((a) => a.name === name)
  if (!app) throw new Error(`no bench app named ${name}`)
  return app
}
