/** Sizes and timings from spec §2: 360 px wide, 120/150 ms transitions, 500 ms shake. */
export const modalCss = `
.overlay{position:fixed;inset:0;z-index:var(--latch-z-index);background:var(--latch-overlay);backdrop-filter:var(--latch-overlay-blur);display:flex;align-items:center;
justify-content:center;animation:fade 150ms ease-out}
.overlay[data-prewarm]{visibility:hidden;pointer-events:none}
.dialog{width:360px;max-width:calc(100vw - 16px);max-height:min(640px,calc(100vh - 32px));display:flex;flex-direction:column;
background:var(--latch-bg);color:var(--latch-fg);border:1px solid var(--latch-border);border-radius:var(--latch-radius-modal);
box-shadow:0 12px 40px rgba(0,0,0,.18);overflow:hidden;animation:rise 150ms ease-out;outline:none}
.embedded{animation:none;box-shadow:none}
.shake{animation:shake 500ms ease-in-out}
.header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:12px 12px 4px}
.title{margin:0;font-size:16px;font-weight:600;text-align:center}
.title:focus{outline:none}
.icon-btn{width:36px;height:36px;border-radius:50%;display:grid;place-items:center;color:var(--latch-muted)}
.icon-btn:hover{background:var(--latch-surface);color:var(--latch-fg)}
.body{position:relative;padding:8px 16px 16px;overflow-y:auto;animation:fade 120ms ease-out}
.list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.row{width:100%;display:flex;align-items:center;gap:12px;padding:10px 12px;border-radius:var(--latch-radius);background:var(--latch-surface);text-align:left;min-height:52px}
.row:hover{background:color-mix(in srgb,var(--latch-surface) 80%,var(--latch-fg) 8%)}
.vlist{display:block;position:relative}
.vrow{position:absolute;left:0;right:0;height:52px}
.vrow>.row{height:52px}
.row[aria-current=true]{outline:2px solid var(--latch-accent)}
.row-name{flex:1;font-weight:500;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.tag{font-size:12px;color:var(--latch-muted);padding:2px 8px;border-radius:999px;background:var(--latch-bg)}
.wallet-img{width:32px;height:32px;border-radius:10px;object-fit:cover;background:var(--latch-bg);flex:none}
.big-img{width:72px;height:72px;border-radius:20px}
.group-label{font-size:12px;color:var(--latch-muted);margin:10px 4px 6px;font-weight:500}
.center,.stack{display:flex;flex-direction:column;align-items:center;text-align:center;gap:10px}
.center{padding:12px 0}
.stack:empty{position:absolute}
.muted{color:var(--latch-muted);font-size:14px;margin:0}
.error{color:var(--latch-error)}
.primary{padding:10px 18px;border-radius:var(--latch-radius-button);background:var(--latch-accent);color:var(--latch-accent-fg);font-weight:600}
.secondary{padding:10px 18px;border-radius:var(--latch-radius-button);background:var(--latch-surface);font-weight:500}
.search{width:100%;padding:10px 12px;border-radius:var(--latch-radius);border:1px solid var(--latch-border);background:var(--latch-bg);color:var(--latch-fg);font:inherit;margin-bottom:10px}
.avatar{width:64px;height:64px;border-radius:50%}
.address{font-size:18px;font-weight:600;display:flex;align-items:center;gap:6px}
.balance{font-size:15px;color:var(--latch-muted)}
.actions{display:flex;flex-direction:column;gap:6px;width:100%;margin-top:8px}
.spinner{width:28px;height:28px;border-radius:50%;border:3px solid var(--latch-border);border-top-color:var(--latch-accent);animation:spin 800ms linear infinite}
.snackbar{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:calc(var(--latch-z-index) + 1);display:flex;gap:8px;align-items:center;
padding:10px 16px;border-radius:999px;background:var(--latch-bg);border:1px solid var(--latch-border);box-shadow:0 6px 20px rgba(0,0,0,.15);font-size:14px;animation:fade 150ms ease-out}
.snackbar[data-variant=error]{color:var(--latch-error)}
.snackbar[data-variant=success]{color:var(--latch-success)}
.alert{margin:0 16px 8px;padding:10px 12px;border-radius:12px;background:color-mix(in srgb,var(--latch-error) 12%,var(--latch-bg));display:flex;gap:8px;align-items:center;font-size:14px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@keyframes fade{from{opacity:0}}
@keyframes rise{from{opacity:0;transform:translateY(8px) scale(.98)}}
@keyframes spin{to{transform:rotate(360deg)}}
@keyframes shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-8px)}40%,60%{transform:translateX(8px)}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:1ms!important;animation-iteration-count:1!important;transition:none!important}}
`
