/** The Account view's styles (header, features, tabs and their lists), shipped with its lazy chunk. */
export const accountCss = `
.account{display:flex;flex-direction:column;gap:12px}
.account-head{display:flex;flex-direction:column;align-items:center;gap:6px;text-align:center}
.profile-img{width:64px;height:64px;border-radius:50%;object-fit:cover}
.profile-name{font-size:18px;font-weight:600;margin:0}
.account-head .address{font-size:15px}
.profile-name+.address{font-weight:500;color:var(--latch-muted)}
.total{font-size:13px;color:var(--latch-muted)}
.pills{display:flex;gap:6px;justify-content:center;flex-wrap:wrap}
.pill{display:inline-flex;align-items:center;gap:6px;padding:6px 12px;border-radius:999px;background:var(--latch-surface);font-size:13px;font-weight:500}
.features{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:8px}
.feature{display:flex;flex-direction:column;align-items:center;gap:4px;padding:10px;border-radius:var(--latch-radius);background:var(--latch-surface);font-size:13px;font-weight:500}
.tabs{display:flex;gap:4px;padding:4px;border-radius:999px;background:var(--latch-surface)}
.tab{flex:1;padding:6px 0;border-radius:999px;font-size:14px;font-weight:500;color:var(--latch-muted)}
.tab[aria-selected=true]{background:var(--latch-bg);color:var(--latch-fg);box-shadow:0 1px 3px rgba(0,0,0,.12)}
.panel{margin-top:10px}
.panel:focus-visible{outline:none;box-shadow:var(--latch-focus);border-radius:var(--latch-radius)}
.item{display:flex;align-items:center;gap:12px;padding:8px 4px;min-height:52px}
.item-main{flex:1;min-width:0;display:flex;flex-direction:column}
.item-main>*,.item-side>*{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.item-side{display:flex;flex-direction:column;align-items:flex-end;text-align:end;max-width:45%}
.item-title{font-weight:500}
.item-sub{font-size:13px;color:var(--latch-muted)}
.token-icon{width:32px;height:32px;border-radius:50%;object-fit:cover;flex:none;background:var(--latch-surface);display:grid;place-items:center;font-size:13px;font-weight:600;color:var(--latch-muted)}
.badge{font-size:11px;padding:1px 6px;border-radius:999px;background:var(--latch-surface);color:var(--latch-muted)}
.badge.failed{color:var(--latch-error);background:var(--latch-bg);box-shadow:inset 0 0 0 1px currentColor}
.skeleton{background:var(--latch-surface);border-radius:8px;animation:pulse 1.2s ease-in-out infinite}
.state{display:flex;flex-direction:column;align-items:center;gap:10px;padding:24px 0;text-align:center}
.grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,1fr);gap:10px}
.nft{display:flex;flex-direction:column;gap:6px;min-width:0}
.nft-img{width:100%;aspect-ratio:1;border-radius:12px;object-fit:cover;background:var(--latch-surface);display:grid;place-items:center;color:var(--latch-muted)}
.nft-name{font-size:13px;font-weight:500;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.vgroup{position:absolute;left:0;right:0;display:flex;align-items:flex-end;margin:0;padding:0 4px 6px}
@keyframes pulse{50%{opacity:.5}}
`
