import './shared/zod-jitless';
import './shared/firebase/no-cookie-defaults';
import { hintedSession } from './shared/session-hint';

// A returning signed-in person's data worker starts with the page: its script, Firestore's
// SDK and the phone's cache load on the worker's thread while this one starts the app.
// Otherwise the screen's first query starts it, once the screen's code has loaded. Not on
// the market, which paints its first cards before its worker starts
// (features/market/hooks/use-market-feed.ts).
if (hintedSession() && location.pathname !== '/marketplace') {
  void import('./shared/firebase/data-client').then((m) => m.startDataWorker());
}

// The first screen's code is a few hundred KB of JavaScript. One module graph
// evaluates in one task, which on a slow phone blocked the page for 250-300 ms
// (4x CPU) just after the market's cards had painted. So it comes as two
// chunks (build/chunks.ts), both preloaded by index.html, evaluated one after
// the other with a task boundary between them: React, then the app. Input and
// painting can happen between the parts. (MUI waits for a screen that draws it: routes.tsx.)
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// What index.html draws by itself (the market's cards, `/`'s first screen) is
// painted before the first part runs: when the chunks are already here, the
// browser would otherwise run them before its first frame. The timer is the
// fallback for a tab that draws no frames (opened in the background).
const afterFirstFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

void (async () => {
  await afterFirstFrame();
  await import('./app/boot/react-libs');
  await nextTask();
  const { start } = await import('./app/start');
  start();
})();
