import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { useAppStore } from '@/shared/store';
import { FARMING_TYPES, SOIL_LAB_LOCATOR } from '../data';
import '../strings';
import { SchemeCarousel } from './scheme-carousel';

const FEATURES = ['market', 'assistant', 'blogs', 'dashboards', 'orders'] as const;

// Plain elements drawn by landing-page.css (inlined into index.html): the first
// screen evaluates no MUI. The hero paints first; the sections below it mount
// after (useAfterFirstPaint).
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
    <div className="kh-l-page">
      <section className={fadeIn ? 'kh-l-hero kh-l-fade' : 'kh-l-hero'}>
        <h1>{t('landingPage.heroTitle')}</h1>
        <p>{t('landingPage.heroText')}</p>
        <ul>
          {FEATURES.map((f) => (
            <li key={f}>{t(`landingPage.features.${f}`)}</li>
          ))}
        </ul>
        <RouterLink className="kh-l-button" to={start}>
          {t('landingPage.getStarted')}
        </RouterLink>
      </section>

      {belowTheFold && <BelowTheFold />}
    </div>
  );
}

/** The scheme carousel, farming types and soil testing: below the fold on a phone. */
function BelowTheFold() {
  const { t } = useTranslation();
  return (
    <>
      <SchemeCarousel />

      <section className="kh-l-more">
        <h2>{t('landingPage.typesTitle')}</h2>
        <div className="kh-l-types">
          {FARMING_TYPES.map((f) => (
            <article key={f.id} className="kh-l-type">
              <img src={f.image} alt="" width={320} height={180} loading="lazy" />
              <div>
                <h3>{t(`landingPage.types.${f.id}.title`)}</h3>
                <p>{t(`landingPage.types.${f.id}.description`)}</p>
                <a href={f.link} target="_blank" rel="noopener noreferrer">
                  {t('landingPage.learnMore')}: {t(`landingPage.types.${f.id}.title`)}
                </a>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section className="kh-l-soil">
        <h2>{t('landingPage.soilTitle')}</h2>
        <p>{t('landingPage.soilText')}</p>
        <a href={SOIL_LAB_LOCATOR} target="_blank" rel="noopener noreferrer">
          {t('landingPage.soilLink')}
        </a>
      </section>
    </>
  );
}
