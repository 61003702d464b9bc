/**
 * What every Latch shadow root starts with: the host's font and text colour, the two variables derived
 * from the theme's (`--latch-focus`, `--latch-z-index`), a small reset and focus rings. The theme's own
 * variables are set on the host's style (themeToCssVariables), not here.
 */
export const baseCss = `
:host{--latch-z-index:2147483000;--latch-focus:0 0 0 3px color-mix(in srgb,var(--latch-accent) 45%,transparent);
font-family:var(--latch-font-family);color:var(--latch-fg)}
*{box-sizing:border-box}
button{font:inherit;color:inherit;cursor:pointer;border:0;background:none}
button:focus-visible,input:focus-visible,select:focus-visible{outline:none;box-shadow:var(--latch-focus)}
button:disabled{cursor:default;opacity:.6}
`
