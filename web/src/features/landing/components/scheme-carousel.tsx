import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '@/shared/ui/plain-icon';
import { CAROUSEL, SCHEMES, wrapIndex } from '../data';

const CHEVRON_LEFT = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const CHEVRON_RIGHT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

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

  // The moving offset is an inline style and the dots' state an attribute (landing-page.css).
  const track = { '--kh-l-move': `${CAROUSEL.transitionMs}ms`, transform: `translateX(-${index * 100}%)` };
  return (
    <section
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
      <h2>{t('landingPage.schemesTitle')}</h2>
      <div className="kh-l-window" aria-live={paused ? 'polite' : 'off'}>
        <div className="kh-l-track" style={track as CSSProperties}>
          {SCHEMES.map((s, i) => (
            <div
              key={s.id}
              className="kh-l-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <span className="kh-l-overline">{t(`landingPage.schemes.${s.id}.agency`)}</span>
              <h3>{t(`landingPage.schemes.${s.id}.name`)}</h3>
              <p>{t(`landingPage.schemes.${s.id}.description`)}</p>
              <a href={s.link} target="_blank" rel="noopener noreferrer">
                {t('landingPage.visit')} <span className="visually-hidden">{t('landingPage.newTab')}</span>
              </a>
            </div>
          ))}
        </div>
      </div>
      <div className="kh-l-controls">
        <button
          type="button"
          className="kh-field-btn kh-l-arrow"
          aria-label={t('landingPage.previous')}
          onClick={() => setIndex((i) => wrapIndex(i, -1, count))}
        >
          <PlainIcon d={CHEVRON_LEFT} />
        </button>
        {SCHEMES.map((s, i) => (
          <button
            key={s.id}
            type="button"
            className="kh-l-dot"
            aria-label={t('landingPage.goTo', { n: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
        <button
          type="button"
          className="kh-field-btn kh-l-arrow"
          aria-label={t('landingPage.next')}
          onClick={() => setIndex((i) => wrapIndex(i, 1, count))}
        >
          <PlainIcon d={CHEVRON_RIGHT} />
        </button>
      </div>
    </section>
  );
}
