/** The WalletConnect views' styles, shipped with their lazy chunk instead of the modal's first load. */
export const walletConnectCss = `
.wc{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.wc .qr{width:240px;height:240px;border-radius:12px;display:block}
.wc .qr-placeholder{width:240px;height:240px;border-radius:12px;display:grid;place-items:center;background:var(--latch-surface)}
`
