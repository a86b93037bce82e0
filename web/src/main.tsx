import './shared/zod-jitless';

// The first screen's code is about 460 KB of JavaScript. One module graph
// evaluates in one task, which on a slow phone blocked the page for 250-300 ms
// (4x CPU) just after the market's cards had painted. So it comes as three
// chunks (build/chunks.ts), all preloaded by index.html, evaluated one after
// another with a task boundary between them: React, then MUI and emotion, then
// the app. Input and painting can happen between the parts.
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
  await import('./app/boot/ui-libs');
  await nextTask();
  const { start } = await import('./app/start');
  start();
})();
