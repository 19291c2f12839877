/**
 * Docusaurus loads a page's chunks before it hydrates the server-rendered
 * HTML, and does nothing if that fails: the text stays readable but nothing
 * on the page works. This module notices that case (a chunk load rejected
 * before hydration) and shows the error box with the error text and a Retry
 * button above the content, so the reader keeps their place and can recover.
 *
 * Failures after hydration are handled by Docusaurus itself: a failed
 * navigation reloads the page, and a failed lazy chunk renders @theme/Loading.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const BOX_ID = 'chunk-load-failure';

function isChunkError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(reason.message))
  );
}

function showErrorBox(error: Error): void {
  if (document.getElementById(BOX_ID)) return;
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  box.setAttribute('data-testid', 'chunk-error');
  box.className = 'chunk-load-failure';
  const title = document.createElement('p');
  title.className = 'chunk-load-failure__title';
  title.textContent = 'This page failed to load.';
  const text = document.createElement('p');
  text.className = 'chunk-load-failure__text';
  text.textContent = String(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => {
    // Load the page's chunks again; once they arrive, reload keeps the scroll
    // position and hydrates from the now-cached chunks.
    retry.disabled = true;
    const {preload} = (window as unknown as {docusaurus?: {preload(path: string): Promise<void>}}).docusaurus ?? {};
    Promise.resolve(preload?.(window.location.pathname))
      .then(() => window.location.reload())
      .catch((err: unknown) => {
        text.textContent = String(err);
        retry.disabled = false;
      });
  });
  box.append(title, text, retry);
  const main = document.querySelector('main') ?? document.getElementById('__docusaurus') ?? document.body;
  main.prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (!hydrated && isChunkError(event.reason)) {
      showErrorBox(event.reason);
    }
  });
}
