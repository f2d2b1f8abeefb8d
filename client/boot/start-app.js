// Starts the app (decision 0101). A classic, deferred script: the pages' CSP refuses inline
// ones. Its tag names the entry (data-app-entry) and the modules the entry imports
// (data-app-preloads). A page the server rendered is painted first: its load, then its first
// paint shown, then the app's code is fetched and run. Before this, Chromium ran the entry
// before the first frame, and a phone's first paint waited on its 140 KB.
(() => {
  const boot = document.currentScript;
  const entry = boot?.dataset.appEntry;
  if (!entry) return;
  // The browser's install offer may come before the app runs: kept for client/src/lib/install-prompt.ts.
  window.addEventListener('beforeinstallprompt', (event) => {
    window.earlyInstallOffer = event;
  });
  let started;
  const start = () => {
    if (started) return;
    started = true;
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
  // A hidden tab gets no frames: it starts at load. A visible one waits for its first paint's
  // timing entry, which Chromium gives only once the frame is on screen: a frame's callback
  // (the rAF path, kept where paint timing is missing) comes before that, and the entry could
  // then be fetched, and even run, before the first paint showed (decision 0112).
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') return start();
    const painted = () => setTimeout(start, 0);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return requestAnimationFrame(painted);
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) painted();
    }).observe({ type: 'paint', buffered: true });
    // A page hidden before it painted may never report its first paint.
    setTimeout(start, 3000);
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
