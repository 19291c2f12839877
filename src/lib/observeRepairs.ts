/**
 * Runs `repair` now and again after every change under `root` (at most once
 * a frame), until the returned function is called. The repairs that use it
 * fix attributes of markup that third-party code renders after load; each
 * watches only the part of the page that code renders.
 */
export function observeRepairs(
  root: Element,
  repair: () => void,
  options: MutationObserverInit = {childList: true, subtree: true},
): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      repair();
    });
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, options);
  repair();
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
