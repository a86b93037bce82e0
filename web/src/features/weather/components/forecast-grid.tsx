import '../strings';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, weekdayOf } from '@shared/dates';
import type { WeatherDay } from '@shared/weather';
import { useTranslation } from 'react-i18next';
import { WeatherIcon } from './weather-icon';

/** One tile per day: the forecast nearest 12:00 in India. */
export function ForecastGrid({ days }: { days: WeatherDay[] }) {
  const { t, i18n } = useTranslation();
  if (days.length === 0) return null;
  return (
    <section aria-labelledby="forecast-title">
      <Typography id="forecast-title" variant="h6" component="h2" gutterBottom>
        {t('weather.forecast')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }} role="list">
        {days.map((day) => (
          <Paper key={day.at} role="listitem" data-testid="forecast-day" sx={{ p: 1.5, textAlign: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {weekdayOf(day.at, i18n.language === 'hi' ? 'hi-IN' : 'en-IN')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(day.at)}
            </Typography>
            <Box sx={{ my: 1 }}>
              <WeatherIcon code={day.icon} label={day.description} size={36} />
            </Box>
            <Typography data-testid="forecast-temp">{t('weather.temperature', { value: day.tempC })}</Typography>
          </Paper>
        ))}
      </Box>
    </section>
  );
}
