/** What the views share: centred stacks, muted and error text, the primary and secondary buttons, the address and balance lines. */
export const viewLayoutCss = `
.center,.stack{display:flex;flex-direction:column;align-items:center;text-align:center;gap:10px}
.center{padding:12px 0}
.stack:empty{position:absolute}
.muted{color:var(--latch-muted);font-size:14px;margin:0}
.error{color:var(--latch-error)}
.primary{padding:10px 18px;border-radius:var(--latch-radius-button);background:var(--latch-accent);color:var(--latch-accent-fg);font-weight:600}
.secondary{padding:10px 18px;border-radius:var(--latch-radius-button);background:var(--latch-surface);font-weight:500}
.address{font-size:18px;font-weight:600;display:flex;align-items:center;gap:6px}
.balance{font-size:15px;color:var(--latch-muted)}
.actions{display:flex;flex-direction:column;gap:6px;width:100%;margin-top:8px}
`
