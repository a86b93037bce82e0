import { registerStrings } from '@/shared/i18n';

// The weather screen's text, registered when its lazy chunk loads (not part of the first
// download of `/`).
const en = {
  title: 'Weather',
  loading: 'Loading... Your Weather Report',
  place: '{{place}} Weather',
  pincode: 'Pincode',
  show: 'Show weather',
  choose: 'Type a 6-digit pincode to see its weather.',
  wind: 'Wind: {{speed}} km/h',
  humidity: 'Humidity: {{value}}%',
  temperature: '{{value}}°C',
  minMax: 'Min {{min}}°C · Max {{max}}°C',
  forecast: 'Forecast',
  error: 'Error: {{message}}. Verify your Pincode',
};

const hi = {
  title: 'मौसम',
  loading: 'लोड हो रहा है... आपकी मौसम रिपोर्ट',
  place: '{{place}} का मौसम',
  pincode: 'पिनकोड',
  show: 'मौसम देखें',
  choose: 'मौसम देखने के लिए 6 अंकों का पिनकोड लिखें।',
  wind: 'हवा: {{speed}} किमी/घंटा',
  humidity: 'नमी: {{value}}%',
  temperature: '{{value}}°C',
  minMax: 'न्यूनतम {{min}}°C · अधिकतम {{max}}°C',
  forecast: 'पूर्वानुमान',
  error: 'त्रुटि: {{message}}। अपना पिनकोड जाँचें',
};

registerStrings('weather', en, hi);
