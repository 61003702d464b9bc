import { ROW_GAP, ROW_HEIGHT } from './rowSize'

/**
 * The lists' rows (WalletRow, NetworkList, the token lists) with their image, name and tag, and the
 * windowed list's absolutely placed rows. Heights come from rowSize, which the windowed lists place by.
 */
export const rowCss = `
.list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:${ROW_GAP}px}
.row{width:100%;display:flex;align-items:center;gap:12px;padding:10px 12px;border-radius:var(--latch-radius);background:var(--latch-surface);text-align:start;min-height:${ROW_HEIGHT}px}
.row:hover{background:color-mix(in srgb,var(--latch-surface) 80%,var(--latch-fg) 8%)}
.vlist{display:block;position:relative}
.vrow{position:absolute;left:0;right:0;height:${ROW_HEIGHT}px}
.vrow>.row{height:${ROW_HEIGHT}px}
.row[aria-current=true]{outline:2px solid var(--latch-accent)}
.row-name{flex:1;font-weight:500;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.tag{font-size:12px;color:var(--latch-muted);padding:2px 8px;border-radius:999px;background:var(--latch-bg)}
.token-icon{width:32px;height:32px;border-radius:50%;object-fit:cover;flex:none;background:var(--latch-surface);display:grid;place-items:center;font-size:13px;font-weight:600;color:var(--latch-muted)}
.wallet-img{width:32px;height:32px;border-radius:10px;object-fit:cover;background:var(--latch-bg);flex:none}
.big-img{width:72px;height:72px;border-radius:20px}
.group-label{font-size:12px;color:var(--latch-muted);margin:10px 4px 6px;font-weight:500}
`
