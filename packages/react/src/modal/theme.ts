/**
 * The `--latch-*` variables, light first; a host overrides any of them through `themeVariables`.
 * Text colours keep WCAG AA contrast (4.5:1) on their backgrounds in both modes (checked by axe).
 */
export const themeCss = `
:host{--latch-font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;--latch-accent:#3b5bfd;--latch-accent-fg:#fff;
--latch-bg:#fff;--latch-fg:#141414;--latch-muted:#6b6f76;--latch-surface:#f2f3f5;--latch-border:#e4e5e8;--latch-error:#d92d20;
--latch-success:#12805c;--latch-overlay:rgba(10,12,16,.45);--latch-radius:16px;--latch-z-index:2147483000;
--latch-focus:0 0 0 3px color-mix(in srgb,var(--latch-accent) 45%,transparent);font-family:var(--latch-font-family);color:var(--latch-fg)}
:host([data-theme=dark]){--latch-bg:#17181b;--latch-fg:#f2f3f5;--latch-muted:#9a9ea6;--latch-surface:#23252a;--latch-border:#2f3238;
--latch-overlay:rgba(0,0,0,.6);--latch-accent:#6f86ff;--latch-accent-fg:#0b0d12;--latch-error:#f97066;
--latch-success:#47cd89}
*{box-sizing:border-box}
button{font:inherit;color:inherit;cursor:pointer;border:0;background:none}
button:focus-visible,input:focus-visible,select:focus-visible{outline:none;box-shadow:var(--latch-focus)}
button:disabled{cursor:default;opacity:.6}
`
