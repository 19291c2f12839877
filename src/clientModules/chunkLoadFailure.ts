/**
 * Docusaurus loads a page's chunks before it hydrates the server-rendered
 * HTML, and does nothing if that fails: the text stays readable but nothing
 * on the page works. This module notices that case (a chunk load rejected
 * before hydration) and shows the error box with the error text and a Retry
 * button above the content, so the reader keeps their place and can recover:
 * Retry loads the page and its chunks again.
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
  const status = document.createElement('span');
  status.className = 'chunk-load-failure__status';
  status.setAttribute('role', 'status');
  retry.addEventListener('click', () => {
    // The failed load is remembered by the page's loaders, so load the page
    // again; chunks that did arrive come from the cache.
    retry.disabled = true;
    status.innerHTML = '<span class="chunk-load-failure__spinner" aria-hidden="true"></span> Loading page…';
    window.location.reload();
  });
  box.append(title, text, retry, status);
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
