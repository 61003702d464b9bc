/** The Send views' styles, shipped with their lazy chunks. */
export const sendCss = `
.send{display:flex;flex-direction:column;gap:12px}
.field{display:flex;flex-direction:column;gap:6px}
.field-label{font-size:13px;font-weight:500;color:var(--latch-muted)}
.input-row{display:flex;align-items:center;gap:8px;padding:4px 4px 4px 12px;border-radius:var(--latch-radius);border:1px solid var(--latch-border);background:var(--latch-bg)}
.input-row:focus-within{box-shadow:var(--latch-focus)}
.input-row input:focus-visible{box-shadow:none}
.input-row input{flex:1;min-width:0;border:0;background:none;color:inherit;font:inherit;padding:8px 0;outline:none}
.amount input{font-size:22px;font-weight:600}
.token-pick{display:inline-flex;align-items:center;gap:6px;padding:6px 10px;border-radius:999px;background:var(--latch-surface);font-weight:500;flex:none}
.token-pick .token-icon{width:22px;height:22px;font-size:11px}
.max{font-size:12px;font-weight:600;padding:4px 10px;border-radius:999px;background:var(--latch-surface);color:var(--latch-accent)}
.hint{display:flex;justify-content:space-between;gap:8px;font-size:13px;color:var(--latch-muted);min-height:18px}
.receiver{display:flex;align-items:center;gap:8px;font-size:13px}
.receiver .profile-img,.receiver .avatar{width:24px;height:24px}
.receiver .spinner{width:16px;height:16px;border-width:2px}
.message{font-size:13px;min-height:18px;margin:0}
.summary{display:flex;flex-direction:column;gap:2px;padding:12px;border-radius:var(--latch-radius);background:var(--latch-surface)}
.summary-row{display:flex;justify-content:space-between;gap:12px;font-size:14px}
.summary-row>:first-child{color:var(--latch-muted)}
.summary-row>:last-child{text-align:end;overflow-wrap:anywhere}
.token-icon{width:32px;height:32px;border-radius:50%;object-fit:cover;flex:none;background:var(--latch-surface);display:grid;place-items:center;font-size:13px;font-weight:600;color:var(--latch-muted)}
.profile-img{border-radius:50%;object-fit:cover}
.with-icon{display:inline-flex;align-items:center;justify-content:center;gap:8px}
.primary .spinner{width:16px;height:16px;border-width:2px}
`
