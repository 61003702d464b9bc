/**
 * A button of the frame's screens: its test id, and the primary look for the one that goes on.
 *
 * @example const done = screenButton('frame-security-done', { primary: true })
 */
export function screenButton(testId: string, options: { primary?: boolean } = {}): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.dataset.testid = testId
  if (options.primary) element.className = 'primary'
  return element
}

/**
 * A section of the frame's screens, titled (labelled by its heading), with its test id.
 *
 * @example const { section, title } = screenSection('frame-code', 'code-title')
 */
export function screenSection(
  testId: string,
  titleId: string,
): { section: HTMLElement; title: HTMLHeadingElement } {
  const section = document.createElement('section')
  section.setAttribute('aria-labelledby', titleId)
  section.dataset.testid = testId
  const title = document.createElement('h1')
  title.id = titleId
  section.append(title)
  return { section, title }
}

/**
 * A line of text of the frame's screens (set through textContent, never as HTML).
 *
 * @example const error = screenText('frame-code-error', { role: 'alert' })
 */
export function screenText(testId?: string, options: { role?: string } = {}): HTMLParagraphElement {
  const element = document.createElement('p')
  if (testId) element.dataset.testid = testId
  if (options.role) element.setAttribute('role', options.role)
  return element
}
