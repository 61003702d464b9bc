/** ProfileWallets' own styles: the rows of held wallets, their status and buttons. */
export const profileWalletsCss = `
.profile-wallets{display:flex;flex-direction:column;gap:12px}
.profile-wallets ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.pw-row{display:flex;align-items:center;gap:10px;padding:8px;border-radius:14px;background:var(--latch-surface)}
.pw-row[data-status="connected"]{outline:2px solid var(--latch-accent);outline-offset:-2px}
.pw-main{flex:1;min-width:0;display:flex;flex-direction:column}
.pw-main>*{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pw-name{font-weight:600}
.pw-sub{font-size:13px;color:var(--latch-muted)}
.pw-action{padding:6px 10px;border-radius:999px;background:var(--latch-bg);font-size:13px;font-weight:500;flex:none}
.pw-state{display:flex;flex-direction:column;align-items:center;gap:8px;padding:20px 0;text-align:center}
.pw-skeleton{height:52px;border-radius:14px;background:var(--latch-surface)}
`
