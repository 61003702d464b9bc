import axe from 'axe-core'

/** Lets the opening fade and rise end, so colours are measured as they show, not half-faded. */
export async function settle(): Promise<void> {
  const roots = Array.from(document.querySelectorAll('[data-latch]'), (host) => host.shadowRoot)
  const animations = roots.flatMap((root) => root?.getAnimations() ?? [])
  await Promise.all(
    animations
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined)),
  )
}

/** axe-core over Latch's shadow roots (the modal and the snackbar): the serious and critical findings. */
export async function seriousViolations(): Promise<string[]> {
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
