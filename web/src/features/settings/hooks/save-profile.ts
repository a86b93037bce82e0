import { MESSAGES } from '@shared/validation';
import { firstIssue } from '@shared/profile';
import type { Role } from '@shared/roles';
import { SETTINGS_SCHEMAS, type SettingsInput } from '@shared/profile-update';
import i18n, { translateMessage } from '@/shared/i18n';
import { notify } from '@/shared/notify';
import { useAppStore } from '@/shared/store';
import { saveProfile } from '../api/settings-api';

/**
 * Checks the form as signup does (empty fields first, then the field rules,
 * then the same schema the server uses) and saves it. Resolves true on success.
 */
export async function validateAndSave(
  role: Role,
  input: SettingsInput,
  required: readonly string[],
  fieldMessage: string | null,
): Promise<boolean> {
  if (required.some((v) => v.trim() === '')) {
    notify.error(translateMessage(MESSAGES.fillForm));
    return false;
  }
  const parsed = SETTINGS_SCHEMAS[role].safeParse(input);
  const message = fieldMessage ?? (parsed.success ? null : firstIssue(parsed.error));
  if (message) {
    notify.error(translateMessage(message));
    return false;
  }
  if (!useAppStore.getState().online) {
    notify.error(i18n.t('settings.offlineSave'));
    return false;
  }
  try {
    await saveProfile(input);
    notify.success(i18n.t('settings.saved'));
    return true;
  } catch (error) {
    notify.fromError(error, 'settings.saveError');
    return false;
  }
}
