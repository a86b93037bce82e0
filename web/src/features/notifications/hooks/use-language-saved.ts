import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { savePrefs } from '../api/notifications-api';
import { useNotifyPrefs } from './use-notifications';

/**
 * Notifications are written by the server in the language stored with the
 * person's choices. The app's language lives on the phone (header switch,
 * settings), so when the two differ the stored one follows the app's.
 */
export function useLanguageSaved(uid: string | null): void {
  const { i18n } = useTranslation();
  const prefs = useNotifyPrefs(uid);
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const stored = prefs.status === 'ready' ? prefs.data : null;
  useEffect(() => {
    if (!uid || !stored || stored.language === lang) return;
    savePrefs(uid, { ...stored, language: lang }).catch((error: unknown) =>
      console.warn('notification language not saved', error),
    );
  }, [uid, stored, lang]);
}
