import '../strings';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnPincode, useWeather } from '../hooks/use-weather';
import { CurrentWeather } from './current-weather';
import { ForecastGrid } from './forecast-grid';
import { PincodeForm } from './pincode-form';

export default function WeatherPage() {
  const { t } = useTranslation();
  const own = useOwnPincode();
  const [typed, setTyped] = useState<string | null>(null);
  const pincode = typed ?? own.pincode;
  const weather = useWeather(pincode);
  const waiting = (!own.ready && typed === null) || weather.status === 'loading';

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('weather.title')}
      </Typography>
      <PincodeForm current={pincode} onSubmit={setTyped} />

      {waiting && (
        <Typography role="status" aria-live="polite">
          {t('weather.loading')}
        </Typography>
      )}
      {!waiting && weather.status === 'idle' && <Typography color="text.secondary">{t('weather.choose')}</Typography>}
      {weather.status === 'error' &&
        (weather.error.notConfigured ? (
          // Plain words for the person; the setup steps are in the README and the console.
          <Alert severity="info" data-testid="weather-error">
            {t('unavailable.weather')}
          </Alert>
        ) : (
          <Alert severity="error" data-testid="weather-error">
            {weather.error.aboutPincode
              ? t('weather.error', { message: weather.error.message })
              : weather.error.message}
          </Alert>
        ))}
      {weather.status === 'ready' && (
        <>
          <CurrentWeather report={weather.data} />
          <ForecastGrid days={weather.data.days} />
        </>
      )}
    </Container>
  );
}
