import Box from '@mui/material/Box';

// The provider's icon codes (e.g. "10d": rain by day) drawn with emoji, so
// nothing is loaded from the provider's image host.
const BY_CODE: Record<string, string> = {
  '01d': '☀️',
  '01n': '🌙',
  '02d': '🌤️',
  '02n': '☁️',
  '03': '⛅',
  '04': '☁️',
  '09': '🌧️',
  '10d': '🌦️',
  '10n': '🌧️',
  '11': '⛈️',
  '13': '❄️',
  '50': '🌫️',
};

export function weatherEmoji(code: string): string {
  return BY_CODE[code] ?? BY_CODE[code.slice(0, 2)] ?? '🌡️';
}

export function WeatherIcon({ code, label, size = 48 }: { code: string; label: string; size?: number }) {
  return (
    <Box component="span" role="img" aria-label={label} data-icon={code} sx={{ fontSize: size, lineHeight: 1 }}>
      {weatherEmoji(code)}
    </Box>
  );
}
