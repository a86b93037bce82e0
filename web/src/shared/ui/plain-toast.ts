// A toast drawn without the toaster's chunk, for when that chunk could not be downloaded (offline
// before the service worker holds the app): the words of an action still show, such as "Saved on
// this phone", in plain elements styled inline, so no stylesheet is needed either. They sit where
// the toaster's do on a phone (the bottom, 16 px from the edges) and let taps through.

const REGION_ID = 'kh-plain-toasts';
const REGION_STYLE =
  'position:fixed;left:16px;right:16px;bottom:16px;z-index:9999;display:flex;flex-direction:column;' +
  'align-items:center;gap:8px;pointer-events:none';
const LINE_STYLE =
  'max-width:350px;padding:8px 12px;border-radius:8px;background:#fff;color:#363636;' +
  'box-shadow:0 3px 10px rgba(0,0,0,0.1),0 3px 3px rgba(0,0,0,0.05);font:16px/1.3 system-ui,sans-serif';

export type PlainToastKind = 'success' | 'info' | 'error';

/** The live region, made once; a screen reader announces what is added to it later. */
function region(): HTMLElement {
  const found = document.getElementById(REGION_ID);
  if (found) return found;
  const made = document.createElement('div');
  made.id = REGION_ID;
  made.setAttribute('role', 'status');
  made.setAttribute('aria-live', 'polite');
  made.style.cssText = REGION_STYLE;
  document.body.append(made);
  return made;
}

/** Shows `message` for `ms`; a success takes away the error lines still shown, as the toaster's do. */
export function plainToast(message: string, kind: PlainToastKind, ms: number): void {
  const box = region();
  if (kind === 'success') box.querySelectorAll('[data-kind="error"]').forEach((line) => line.remove());
  const line = document.createElement('div');
  line.dataset.kind = kind;
  line.style.cssText = LINE_STYLE;
  line.textContent = message;
  // Added in a later task than a region just made, so that it is announced.
  setTimeout(() => box.append(line), 0);
  setTimeout(() => line.remove(), ms);
}
