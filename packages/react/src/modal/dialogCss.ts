import { ANIMATION_MS, MODAL_WIDTH_PX, SHAKE_MS } from '@latch/core/internal'

const [SHORT_MS, MEDIUM_MS, LONG_MS] = ANIMATION_MS

/**
 * The overlay, the dialog and its header and body. Sizes and timings from spec §2's constants: 360 px wide,
 * 120/150/150 ms animations, 500 ms shake. The opening animations start half visible, not from nothing: the
 * modal shows in the very first frame after the click (issue 32), and still moves into place.
 */
export const dialogCss = `
.overlay{position:fixed;inset:0;z-index:var(--latch-z-index);background:var(--latch-overlay);backdrop-filter:var(--latch-overlay-blur);
display:flex;align-items:center;justify-content:center;animation:enter ${MEDIUM_MS}ms ease-out}
.overlay[data-prewarm]{visibility:hidden;pointer-events:none}
.dialog{width:${MODAL_WIDTH_PX}px;max-width:calc(100vw - 16px);max-height:min(640px,calc(100vh - 32px));display:flex;flex-direction:column;
background:var(--latch-bg);color:var(--latch-fg);border:1px solid var(--latch-border);border-radius:var(--latch-radius-modal);
box-shadow:0 12px 40px rgba(0,0,0,.18);overflow:hidden;animation:rise ${LONG_MS}ms ease-out;outline:none}
.embedded{animation:none;box-shadow:none}
.shake{animation:shake ${SHAKE_MS}ms ease-in-out}
.header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:12px 12px 4px}
.title{margin:0;font-size:16px;font-weight:600;text-align:center}
.title:focus{outline:none}
.icon-btn{width:36px;height:36px;border-radius:50%;display:grid;place-items:center;color:var(--latch-muted)}
.icon-btn:hover{background:var(--latch-surface);color:var(--latch-fg)}
.body{position:relative;padding:8px 16px 16px;overflow-y:auto;animation:fade ${SHORT_MS}ms ease-out}
.body[data-scrollbar=hidden]{scrollbar-color:transparent transparent}
@keyframes rise{from{opacity:.5;transform:translateY(8px) scale(.98)}}
@keyframes enter{from{opacity:.5}}
@keyframes shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-8px)}40%,60%{transform:translateX(8px)}}
`
