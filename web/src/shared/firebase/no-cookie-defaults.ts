// The SDK looks for defaults (a config, emulator hosts, settings) set by framework tooling, last
// of all in `document.cookie`: a synchronous read on the main thread, at each lookup. This app's
// config and emulators are config.ts's alone, so an empty global ends the lookup. The page's entry
// (main.tsx) sets it first of all: @firebase/auth looks up a setting while its module loads, and
// the build places that lookup ahead of app.ts's own code (a cookie read of about 24 ms at the
// calibrated slowdown, in the session's longest task).
(globalThis as { __FIREBASE_DEFAULTS__?: object }).__FIREBASE_DEFAULTS__ ??= {};

export {};
