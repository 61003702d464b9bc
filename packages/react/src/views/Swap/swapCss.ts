/** The Swap views' styles beyond the Send views' (sendCss), shipped with their lazy chunks. */
export const swapCss = `
.swap-switch{align-self:center;display:grid;place-items:center;width:36px;height:36px;margin:-6px 0;border-radius:50%;background:var(--latch-surface);border:1px solid var(--latch-border)}
.swap-out{flex:1;min-width:0;font-size:22px;font-weight:600;padding:8px 0;overflow-wrap:anywhere}
.swap-out.muted{color:var(--latch-muted)}
.warning{color:var(--latch-error)}
.steps{margin:0;padding-inline-start:20px;font-size:13px;color:var(--latch-muted)}
.steps [aria-current="step"]{color:inherit;font-weight:600}
.unsupported{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center;padding:12px 0}
`
