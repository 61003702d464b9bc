/**
 * What every Latch shadow root starts with: the host's font, text colour and the two variables derived
 * from the theme's (`--latch-focus`, `--latch-z-index`), a small reset, focus rings, the visually-hidden
 * utility, icons that point along the reading direction turned around in a right-to-left language, the
 * fade animation and reduced motion. The theme's own variables are set on the host's style
 * (themeToCssVariables), not here.
 */
export const baseCss = `
:host{--latch-z-index:2147483000;--latch-focus:0 0 0 3px color-mix(in srgb,var(--latch-accent) 45%,transparent);
font-family:var(--latch-font-family);color:var(--latch-fg)}
*{box-sizing:border-box}
button{font:inherit;color:inherit;cursor:pointer;border:0;background:none}
button:focus-visible,input:focus-visible,select:focus-visible{outline:none;box-shadow:var(--latch-focus)}
button:disabled{cursor:default;opacity:.6}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
[dir=rtl] .mirror{transform:scaleX(-1)}
@keyframes fade{from{opacity:0}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:1ms!important;animation-iteration-count:1!important;transition:none!important}}
`
