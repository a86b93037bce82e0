import { issueCode, parseForPeople } from '@shared/profile';
import type { ErrorCode } from '@shared/error-codes';
import type { Role } from '@shared/roles';
import { SETTINGS_SCHEMAS, type SettingsInput } from '@shared/profile-update';
import { errorText } from '@/shared/error-text';
import i18n from '@/shared/i18n';
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
  fieldProblem: ErrorCode | null,
): Promise<boolean> {
  if (required.some((v) => v.trim() === '')) {
    notify.error(errorText('form/fill-form'));
    return false;
  }
  const parsed = parseForPeople(SETTINGS_SCHEMAS[role], input);
  const problem = fieldProblem ?? (parsed.success ? null : issueCode(parsed.error));
  if (problem) {
    notify.error(errorText(problem));
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
