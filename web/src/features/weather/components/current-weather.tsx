import '../strings';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, weekdayOf } from '@shared/dates';
import type { WeatherReport } from '@shared/weather';
import { useTranslation } from 'react-i18next';
import { WeatherIcon } from './weather-icon';

export function CurrentWeather({ report }: { report: WeatherReport }) {
  const { t, i18n } = useTranslation();
  const { now } = report;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 2 }} data-testid="weather-now">
      <Typography variant="h5" component="h2">
        {t('weather.place', { place: report.place })}
      </Typography>
      <Typography color="text.secondary">
        {weekdayOf(now.at, i18n.language === 'hi' ? 'hi-IN' : 'en-IN')} {formatDate(now.at)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1.5, flexWrap: 'wrap' }}>
        <WeatherIcon code={now.icon} label={now.description} size={64} />
        <Box>
          <Typography variant="h3" component="p">
            {t('weather.temperature', { value: now.tempC })}
          </Typography>
          <Typography>{t('weather.minMax', { min: now.minC, max: now.maxC })}</Typography>
        </Box>
      </Box>
      <Typography sx={{ textTransform: 'capitalize', fontWeight: 600 }}>{now.description}</Typography>
      <Box sx={{ display: 'flex', gap: 3, mt: 1, flexWrap: 'wrap' }}>
        <Typography>{t('weather.wind', { speed: now.windKmh })}</Typography>
        <Typography>{t('weather.humidity', { value: now.humidity })}</Typography>
      </Box>
    </Paper>
  );
}
