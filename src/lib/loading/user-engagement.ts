/** With no interaction at all, code waiting for the user starts this long after it asked. */
export const engagementQuietMs = 3000;

// What a person does first on a page, by pointer, touch or keyboard (Tab is a keydown).
const engagementEvents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;

let engaged = false;
const listenerOptions = { capture: true, passive: true } as const;
const markEngaged = () => {
  engaged = true;
  for (const type of engagementEvents) window.removeEventListener(type, markEngaged, listenerOptions);
};
// Listening from the first import on: a user who acted before the page's data
// came in must not have to act again for what waited on the data.
if (typeof window !== 'undefined') {
  for (const type of engagementEvents) window.addEventListener(type, markEngaged, listenerOptions);
}

/**
 * Calls `start` at the user's first interaction with the page, or, if there is
 * none, once the page has been left alone for `quietMs` and the browser is
 * idle. For code a page only needs once the user acts (a date field's picker,
 * a menu's popover): loading it with the page's data made it compete with the
 * first render and data on a phone's CPU. Returns a cancel function.
 */
export function afterUserEngagement(start: () => void, quietMs: number = engagementQuietMs): () => void {
  if (engaged) {
    start();
    return () => {};
  }
  let done = false;
  const fire = () => {
    if (done) return;
    cancel();
    start();
  };
  const timer = setTimeout(() => {
    // Safari has no requestIdleCallback: the timer alone then.
    if ('requestIdleCallback' in window) window.requestIdleCallback(fire, { timeout: quietMs });
    else fire();
  }, quietMs);
  function cancel() {
    done = true;
    clearTimeout(timer);
    for (const type of engagementEvents) window.removeEventListener(type, fire, listenerOptions);
  }
  for (const type of engagementEvents) window.addEventListener(type, fire, listenerOptions);
  return cancel;
}
