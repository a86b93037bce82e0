import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { useAppStore } from '@/shared/store';
import { FARMING_TYPES, SOIL_LAB_LOCATOR } from '../data';
import '../strings';
import { SchemeCarousel } from './scheme-carousel';

const FEATURES = ['market', 'assistant', 'blogs', 'dashboards', 'orders'] as const;

// The hero paints first; the sections below it mount after (useAfterFirstPaint).
export default function LandingPage() {
  const { t } = useTranslation();
  const role = useAppStore((s) => s.role);
  const start = role === 'farmer' ? '/dashboard' : role === 'user' ? '/marketplace' : '/signup';
  const belowTheFold = useAfterFirstPaint();
  // index.html showed its copy of this screen (web/build/landing-first-paint.ts), whose hero
  // shows at once: fading React's in over it would blink. Later visits in the app fade in.
  const [fadeIn] = useState(() => !document.documentElement.classList.contains('kh-landing'));
  useEffect(() => document.documentElement.classList.remove('kh-landing', 'kh-landing-hi'), []);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Box
        component="section"
        sx={{
          py: { xs: 3, sm: 5 },
          '@keyframes khFadeIn': { from: { opacity: 0 }, to: { opacity: 1 } },
          animation: fadeIn ? 'khFadeIn 0.8s ease-out' : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', sm: '2.8rem' }, fontWeight: 700 }}>
          {t('landingPage.heroTitle')}
        </Typography>
        <Typography sx={{ my: 2, fontSize: '1.1rem', maxWidth: 720 }}>{t('landingPage.heroText')}</Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 2 }}>
          {FEATURES.map((f) => (
            <Typography component="li" key={f} sx={{ mb: 0.5 }}>
              {t(`landingPage.features.${f}`)}
            </Typography>
          ))}
        </Box>
        <Button variant="contained" size="large" component={RouterLink} to={start}>
          {t('landingPage.getStarted')}
        </Button>
      </Box>

      {belowTheFold && <BelowTheFold />}
    </Container>
  );
}

/** The scheme carousel, farming types and soil testing: below the fold on a phone. */
function BelowTheFold() {
  const { t } = useTranslation();
  return (
    <>
      <SchemeCarousel />

      <Box component="section" sx={{ mt: 5 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('landingPage.typesTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {FARMING_TYPES.map((f) => (
            <Card key={f.id} variant="outlined">
              <img
                src={f.image}
                alt=""
                width={320}
                height={180}
                loading="lazy"
                style={{ width: '100%', height: 'auto', display: 'block' }}
              />
              <CardContent>
                <Typography variant="h6" component="h3">
                  {t(`landingPage.types.${f.id}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ my: 1 }}>
                  {t(`landingPage.types.${f.id}.description`)}
                </Typography>
                <Link href={f.link} target="_blank" rel="noopener noreferrer">
                  {t('landingPage.learnMore')}: {t(`landingPage.types.${f.id}.title`)}
                </Link>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>

      <Box component="section" sx={{ mt: 5, p: { xs: 2, sm: 3 }, bgcolor: '#fff8e1', borderRadius: 2 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('landingPage.soilTitle')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('landingPage.soilText')}</Typography>
        <Link href={SOIL_LAB_LOCATOR} target="_blank" rel="noopener noreferrer">
          {t('landingPage.soilLink')}
        </Link>
      </Box>
    </>
  );
}
