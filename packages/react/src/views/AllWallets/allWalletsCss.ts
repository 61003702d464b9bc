/** All Wallets' own styles, shipped with its lazy chunk instead of the modal's first load. */
export const allWalletsCss = `
.wallet-filters{display:flex;gap:8px;align-items:flex-start}
.chip{padding:9px 12px;border-radius:var(--latch-radius);border:1px solid var(--latch-border);background:var(--latch-bg);font-size:14px;white-space:nowrap}
.chip[aria-pressed="true"]{background:var(--latch-accent);color:var(--latch-accent-fg);border-color:var(--latch-accent)}
.listing-error{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 4px 10px;font-size:14px}
`
