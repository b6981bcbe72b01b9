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
  // A failed download leaves the skeleton: the browser reports it, as it did for the entry itself.
  if (entry) import(entry);
}

// Animation frame callbacks run just before a frame is painted; a task queued from one runs after
// it. A page that paints no frame (a tab opened in the background runs no animation frames)
// starts all the same, a second later.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
