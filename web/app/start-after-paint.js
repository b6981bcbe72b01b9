// /admin's start (scripts/route-pages.mjs puts it in admin.html in place of the app's entry): the
// app's code runs after the page's first paint, the dashboard's skeleton (admin-shell.html), not
// before it. Run first, that code (a second of a phone's CPU) held the skeleton back whenever it
// was already there, from the HTTP cache or a fast network. The code is not waited for: the head
// preloads it, so it downloads beside the first paint.
let started = false;
function start() {
  if (started) return;
  started = true;
  const entry = document.querySelector('link[data-app-entry]')?.getAttribute('href');
  if (entry) import(entry).catch(failed);
}

/**
 * The app's code did not download (offline, or a deploy replaced it): the crash notice's words and
 * a Reload button in place of the skeleton, rather than a skeleton that never fills.
 */
function failed(error) {
  const notice = document.getElementById('app-failed');
  if (!notice) throw error;
  document.getElementById('app-shell')?.remove();
  notice.hidden = false;
  notice.querySelector('button')?.addEventListener('click', () => window.location.reload());
  throw error;
}

// Animation frame callbacks run just before a frame is painted; a task queued from one runs after
// it. A page that paints no frame (a tab opened in the background runs no animation frames)
// starts all the same, a second later.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
