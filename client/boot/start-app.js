// Starts the app (decision 0101). A classic, deferred script: the pages' CSP refuses inline
// ones. Its tag names the entry (data-app-entry) and the modules the entry imports
// (data-app-preloads). A page the server rendered is painted first: its load, then a frame,
// then the app's code is fetched and run. Before this, Chromium ran the entry before the first
// frame, and a phone's first paint waited on its 140 KB.
(() => {
  const boot = document.currentScript;
  const entry = boot?.dataset.appEntry;
  if (!entry) return;
  // The browser's install offer may come before the app runs: kept for client/src/lib/install-prompt.ts.
  window.addEventListener('beforeinstallprompt', (event) => {
    window.earlyInstallOffer = event;
  });
  const start = () => {
    for (const href of (boot.dataset.appPreloads ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  // A page the browser draws itself (a member's) has nothing to paint without the app.
  if (!document.getElementById('page-data')) return start();
  // A hidden tab gets no frames: it starts at load.
  const afterPaint = () =>
    document.visibilityState === 'hidden'
      ? start()
      : requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
