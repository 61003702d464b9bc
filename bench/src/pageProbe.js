// Injected before any page script (Playwright addInitScript), with `window.__benchConfig` set first.
// Plain browser JS: it is read as text and never bundled.
//
// It records, in the page's own clock (performance.now(), 0 = navigation start):
// - buttonAt: the first animation frame in which the connect button is laid out;
// - clickAt: the trusted click event's timeStamp (a capture listener on window sees it first);
// - contentAt: the first animation frame after that click in which the modal content marker is laid out;
// - dialogAt: issue 32's method, the first animation frame after that click in which the dialog
//   (`config.dialog`) is laid out with a non-zero opacity on it and every ancestor in the flat tree.
// "Laid out" means: connected, a non-empty layout box, and checkVisibility() true (no display:none or
// visibility:hidden on it or any ancestor in the flat tree). Opacity is not looked at: every modal
// fades in, and its first frame is the one that starts to paint it. The check runs at the start of
// the frame's requestAnimationFrame callback, so that frame is the first one painted with the
// content. Shadow roots (open or closed) are found by wrapping attachShadow.
;(() => {
  const config = window.__benchConfig
  const roots = new Set()
  const state = {
    buttonAt: null,
    clickAt: null,
    contentAt: null,
    dialogAt: null,
    clicks: [],
    longTasks: [],
    errors: [],
  }
  window.__bench = state
  performance.setResourceTimingBufferSize(100000)

  let dirty = true
  const markDirty = () => {
    dirty = true
  }
  const observe = (root) =>
    new MutationObserver(markDirty).observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init)
    roots.add(root)
    observe(root)
    return root
  }
  observe(document)

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch (error) {
    state.errors.push(String(error))
  }

  // The element's box, clipped by every scrolling ancestor (crossing shadow roots) and the viewport.
  const visibleBox = (element) => {
    let { left, top, right, bottom } = element.getBoundingClientRect()
    for (let node = element.parentNode; node; node = node.parentNode || node.host) {
      if (!(node instanceof Element)) continue
      const { overflowX, overflowY } = getComputedStyle(node)
      if (overflowX === 'visible' && overflowY === 'visible') continue
      const clip = node.getBoundingClientRect()
      left = Math.max(left, clip.left)
      top = Math.max(top, clip.top)
      right = Math.min(right, clip.right)
      bottom = Math.min(bottom, clip.bottom)
    }
    return {
      width: Math.min(right, innerWidth) - Math.max(left, 0),
      height: Math.min(bottom, innerHeight) - Math.max(top, 0),
    }
  }

  // Computed opacity of the element and each ancestor (crossing shadow roots), the value the frame paints
  // while a fade-in runs: zero when any of them is still at 0.
  const isOpaque = (element) => {
    for (let node = element; node; node = node.parentNode || node.host) {
      if (node instanceof Element && Number(getComputedStyle(node).opacity) === 0) return false
    }
    return true
  }

  const isLaidOut = (element, inView, opaque) => {
    if (!element.isConnected) return false
    const box = inView ? visibleBox(element) : element.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ visibilityProperty: true }) &&
      (!opaque || isOpaque(element))
    )
  }

  /**
   * A marker: a CSS selector, optionally only in shadow roots whose host matches `host`, with a text,
   * (`inView`) only when some of it shows in the viewport and its scrolling ancestors, and (`opaque`)
   * only when neither it nor any ancestor has a computed opacity of 0.
   */
  const find = (marker) => {
    const scopes = [document, ...roots].filter((root) => !marker.host || root.host?.matches(marker.host))
    for (const scope of scopes) {
      for (const element of scope.querySelectorAll(marker.selector)) {
        if (marker.text && !(element.textContent || '').includes(marker.text)) continue
        if (isLaidOut(element, marker.inView, marker.opaque)) return element
      }
    }
    return null
  }
  window.__benchElement = find
  window.__benchFind = (marker) => {
    const element = find(marker)
    if (!element) return null
    const box = element.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }
  /** Every element matching `selector` in the document and every shadow root. */
  window.__benchCount = (selector) =>
    [document, ...roots].reduce((sum, root) => sum + root.querySelectorAll(selector).length, 0)

  // Watches frames until `marker` is laid out, then stores the callback's time in state[key].
  let frames = 0
  const watch = (marker, key) => {
    state[key] = null
    const frame = () => {
      frames += 1
      // Look when the DOM changed, and every 4th frame anyway (style-only changes make no mutation).
      if ((dirty || frames % 4 === 0) && find(marker)) {
        state[key] = performance.now()
        return
      }
      dirty = false
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }
  window.__benchWatch = (marker, key) => {
    dirty = true
    watch(marker, key)
  }
  watch(config.button, 'buttonAt')

  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return
      state.clicks.push(event.timeStamp)
      if (state.clickAt !== null || !config.content) return
      state.clickAt = event.timeStamp
      dirty = true
      watch(config.content, 'contentAt')
      if (config.dialog) watch(config.dialog, 'dialogAt')
    },
    true,
  )
})()
