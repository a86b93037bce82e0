import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/store';
import { PageLoader } from '@/shared/ui/page-loader';
import { useMyProfile } from '../hooks/use-my-profile';
import '../strings';
import { BuyerProfileForm } from './buyer-profile-form';
import { FarmerProfileForm } from './farmer-profile-form';
import { LanguageChoice } from './language-choice';
import { PasswordForm } from './password-form';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Settings for both roles: profile, language, order notifications and
 * password. The notifications section belongs to its own feature; the app
 * hands it in (features do not import each other).
 */
export default function SettingsPage({ notifications }: { notifications?: ReactNode }) {
  const { t } = useTranslation();
  const uid = useAppStore((s) => s.uid);
  const role = useAppStore((s) => s.role);
  const profile = useMyProfile(uid, role);

  let profileBody: ReactNode;
  if (profile.status === 'loading') profileBody = <PageLoader />;
  else if (profile.status === 'error') profileBody = <Alert severity="error">{t('settings.loadError')}</Alert>;
  else if (!profile.data) profileBody = <Alert severity="info">{t('settings.noProfile')}</Alert>;
  else if (profile.data.role === 'farmer') profileBody = <FarmerProfileForm key={uid} initial={profile.data} />;
  else profileBody = <BuyerProfileForm key={uid} initial={profile.data} />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('settings.title')}
      </Typography>
      <Section id="settings-profile-title" title={t('settings.profile')}>
        {profileBody}
      </Section>
      <Section id="settings-language-title" title={t('settings.language')}>
        <LanguageChoice />
      </Section>
      {notifications && (
        <Section id="notifications" title={t('settings.notifications')}>
          {notifications}
        </Section>
      )}
      <Section id="settings-password-title" title={t('settings.password')}>
        <PasswordForm />
      </Section>
    </Container>
  );
}
