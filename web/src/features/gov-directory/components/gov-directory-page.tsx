import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIRECTORY, KISAN_CALL_CENTRE, type Site } from '../data';
import '../strings';

type T = ReturnType<typeof useTranslation>['t'];
/** Hindi names by id; English keeps the official names of data.ts. */
const siteName = (t: T, s: Site) => t(`govDirectory.names.${s.id}`, { defaultValue: s.name });

export default function GovDirectoryPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');

  const groups = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return DIRECTORY.map((c) => ({
      ...c,
      sites: c.sites.filter((s) =>
        [s.name, siteName(t, s), t(`govDirectory.focus.${s.id}`), t(`govDirectory.categories.${c.id}`)].some((text) =>
          text.toLowerCase().includes(q),
        ),
      ),
    })).filter((c) => c.sites.length > 0);
  }, [filter, t]);

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('govDirectory.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('govDirectory.intro')}</Typography>
      <Card variant="outlined" sx={{ mb: 3, bgcolor: '#e8f5e9' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('govDirectory.kccTitle')}
          </Typography>
          <Typography>
            {t('govDirectory.kccText')}{' '}
            <Link href={`tel:${KISAN_CALL_CENTRE.replace(/-/g, '')}`} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {KISAN_CALL_CENTRE}
            </Link>
          </Typography>
        </CardContent>
      </Card>
      <TextField
        label={t('govDirectory.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        fullWidth
        sx={{ mb: 3 }}
        slotProps={{ htmlInput: { type: 'search' } }}
      />
      {groups.length === 0 && <Typography role="status">{t('govDirectory.noMatch')}</Typography>}
      {groups.map((c) => (
        <Box component="section" key={c.id} sx={{ mb: 3 }} aria-labelledby={`cat-${c.id}`}>
          <Typography variant="h5" component="h2" id={`cat-${c.id}`} gutterBottom>
            {t(`govDirectory.categories.${c.id}`)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {c.sites.map((s) => (
              <Card component="li" variant="outlined" key={s.id}>
                <CardContent>
                  <Link href={s.link} target="_blank" rel="noopener noreferrer" variant="h6" data-testid="gov-link">
                    {siteName(t, s)} <span className="visually-hidden">{t('govDirectory.newTab')}</span>
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {t(`govDirectory.focus.${s.id}`)}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
    </Container>
  );
}
