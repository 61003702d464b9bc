import axe from 'axe-core'

/** The finite animations running in Latch's shadow roots (a spinner's endless one never ends). */
function runningAnimations(): Animation[] {
  const roots = Array.from(document.querySelectorAll('[data-latch]'), (host) => host.shadowRoot)
  return roots
    .flatMap((root) => root?.getAnimations() ?? [])
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
    )
}

/**
 * Lets the opening fade and rise end, so colours are measured as they show, not half-faded; again for
 * any that started meanwhile (a snackbar a slow fetch brings in), a few rounds at most.
 */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const animations = runningAnimations()
    if (animations.length === 0) return
    await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)))
  }
}

/** axe-core over Latch's shadow roots (the modal and the snackbar), once settled: the serious and critical findings. */
export async function seriousViolations(): Promise<string[]> {
  // colours are only measured once nothing fades any more
  await settle()
  const hosts = Array.from(document.querySelectorAll('[data-latch]'))
  const results = await axe.run(
    { include: hosts },
    {
      resultTypes: ['violations'],
    },
  )
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.failureSummary} — ${node.html}`),
    )
}
