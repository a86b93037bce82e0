import { lazy, Suspense, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * A part of a screen that the screen keeps closed (a dialog), in a chunk of its own: its code
 * is fetched when the part first renders and evaluates in a task of its own, not in the
 * screen's (MUI's dialog and field modules were a third of the farmer's inbox's code). Until
 * it has loaded the part renders nothing. If the download fails (a patchy network before the
 * service worker holds the app), it renders nothing and its next render tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const state = { failed: false, Part: null as ComponentType<P> | null };
  const make = () =>
    lazy(() =>
      load().catch(() => {
        state.failed = true;
        return { default: Nothing };
      }),
    );
  return function LazyPart(props: P) {
    if (!state.Part || state.failed) {
      state.failed = false;
      state.Part = make();
    }
    const Part = state.Part;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
