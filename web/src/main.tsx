import './shared/zod-jitless';

// The first screen's code is about 460 KB of JavaScript. One module graph
// evaluates in one task, which on a slow phone blocked the page for 250-300 ms
// (4x CPU) just after the market's cards had painted. So it comes as three
// chunks (build/chunks.ts), all preloaded by index.html, evaluated one after
// another with a task boundary between them: React, then MUI and emotion, then
// the app. Input and painting can happen between the parts.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await import('./app/boot/react-libs');
  await nextTask();
  await import('./app/boot/ui-libs');
  await nextTask();
  const { start } = await import('./app/start');
  start();
})();
