import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL, SCHEMES, wrapIndex } from '../data';

const trackSx = {
  display: 'flex',
  transition: `transform ${CAROUSEL.transitionMs}ms ease`,
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

const dotSx = {
  width: 24,
  height: 24,
  p: 0,
  border: 0,
  bgcolor: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  '&::after': { content: '""', width: 10, height: 10, borderRadius: '50%', bgcolor: 'grey.400' },
  '&[aria-current="true"]::after': { bgcolor: 'primary.main' },
} as const;

const slideSx = { flex: '0 0 100%', p: { xs: 2, sm: 3 }, minHeight: 190, bgcolor: '#f1f8e9' } as const;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Four scheme slides: auto-advance every 2.5 s, wrap both ways, pause on hover, focus or reduced motion. */
export function SchemeCarousel() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused || prefersReducedMotion();
  const count = SCHEMES.length;

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => wrapIndex(i, 1, count)), CAROUSEL.advanceMs);
    return () => clearInterval(timer);
  }, [paused, count]);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('landingPage.schemesTitle')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="scheme-carousel"
      data-index={index}
    >
      <Typography variant="h5" component="h2" gutterBottom>
        {t('landingPage.schemesTitle')}
      </Typography>
      <Box sx={{ overflow: 'hidden', borderRadius: 2 }} aria-live={paused ? 'polite' : 'off'}>
        {/* The moving offset is an inline style and the dots' state an attribute
            selector, so a slide change re-renders without new CSS to generate
            (every 2.5 s, on phones with slow CPUs). */}
        <Box sx={trackSx} style={{ transform: `translateX(-${index * 100}%)` }}>
          {SCHEMES.map((s, i) => (
            <Paper
              key={s.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
              variant="outlined"
              sx={slideSx}
            >
              <Typography variant="overline" color="text.secondary">
                {t(`landingPage.schemes.${s.id}.agency`)}
              </Typography>
              <Typography variant="h6" component="h3">
                {t(`landingPage.schemes.${s.id}.name`)}
              </Typography>
              <Typography sx={{ my: 1 }}>{t(`landingPage.schemes.${s.id}.description`)}</Typography>
              <Link href={s.link} target="_blank" rel="noopener noreferrer">
                {t('landingPage.visit')} <span className="visually-hidden">{t('landingPage.newTab')}</span>
              </Link>
            </Paper>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}>
        <IconButton aria-label={t('landingPage.previous')} onClick={() => setIndex((i) => wrapIndex(i, -1, count))}>
          <ChevronLeft />
        </IconButton>
        {SCHEMES.map((s, i) => (
          <Box
            key={s.id}
            component="button"
            type="button"
            aria-label={t('landingPage.goTo', { n: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            sx={dotSx}
          />
        ))}
        <IconButton aria-label={t('landingPage.next')} onClick={() => setIndex((i) => wrapIndex(i, 1, count))}>
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
}
