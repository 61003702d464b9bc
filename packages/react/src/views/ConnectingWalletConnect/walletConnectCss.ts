/** The WalletConnect views' styles, shipped with their lazy chunk instead of the modal's first load. */
export const walletConnectCss = `
.wc{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.wc .qr{width:240px;height:240px;border-radius:12px;display:block}
.qr-with-logo{position:relative}
.qr-logo{position:absolute;inset:0;display:grid;place-items:center;pointer-events:none}
.qr-logo>*{background:#fff;border-radius:12px;padding:4px}
.wc .qr-placeholder{width:240px;height:240px;border-radius:12px;display:grid;place-items:center;background:var(--latch-surface)}
.with-icon{display:inline-flex;align-items:center;gap:8px}
`
