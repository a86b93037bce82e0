import { useTranslation } from 'react-i18next';
import { registerStrings } from '@/shared/i18n';

// Its own chunk, so its words are not part of every page's first download: fetched 3 s after a
// page opens without the service worker, else from the service worker's cache when the banner
// first shows (root-layout.tsx).
// The line itself is in the shared table: it shows even if this chunk never came.
registerStrings(
  'offlineBanner',
  {
    more: 'Details',
    details:
      'Buy requests, order answers, payment steps and product changes are kept and sent when you reconnect; the assistant and weather need a connection.',
  },
  {
    more: 'विवरण',
    details:
      'खरीद अनुरोध, ऑर्डर के जवाब, भुगतान की सूचनाएँ और उत्पाद के बदलाव सहेजे जाते हैं और नेटवर्क लौटने पर भेजे जाते हैं; सहायक और मौसम के लिए नेटवर्क चाहिए।',
  },
);

const LINE = {
  display: 'inline-block',
  maxWidth: 'calc(100% - 6em)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
} as const;

/** The banner's one line, with what is kept and sent behind a tap. */
export default function OfflineDetails() {
  const { t } = useTranslation();
  return (
    <details>
      {/* One line at 360 px in any font: no disclosure triangle, and the words end in '…'
          where the phone's font is too wide, so 'Details' always shows (inline-block, so
          the line reads as one sentence to a screen reader). */}
      <summary style={{ cursor: 'pointer', listStyle: 'none', whiteSpace: 'nowrap' }}>
        <span style={LINE}>{t('common.offline')}</span> · <u>{t('offlineBanner.more')}</u>
      </summary>
      {t('offlineBanner.details')}
    </details>
  );
}
