import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// Local stand-ins for Gemini, OpenWeatherMap and data.gov.in (Agmarknet's mandi
// prices) that speak their real request and response formats, so the functions
// run the real @google/genai SDK and fetch code offline.
// scripts/lib/emulator-suite.mjs points the functions here (GEMINI_BASE_URL,
// WEATHER_BASE_URL, MANDI_BASE_URL) and gives them test keys; the spec files
// start the servers in beforeAll.

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** What the next request gets instead of the normal answer. */
export type Override =
  | { kind: 'status'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'hang'; ms: number }
  | { kind: 'reply'; text: string }
  /** A body sent as it is, with its own content type (an XML answer). */
  | { kind: 'raw'; status: number; type: string; text: string };

export interface StandIn {
  requests: Recorded[];
  /** Queues an override for the next request (one per request, in order). */
  next: (o: Override) => void;
  reset: () => void;
  close: () => Promise<void>;
}

const portOf = (url: string | undefined, fallback: number) => Number(url ? new URL(url).port : fallback) || fallback;
export const GEMINI_PORT = portOf(process.env.GEMINI_BASE_URL, 9911);
export const WEATHER_PORT = portOf(process.env.WEATHER_BASE_URL, 9912);
export const MANDI_PORT = portOf(process.env.MANDI_BASE_URL, 9913);

type Handler = (req: Recorded) => { status: number; body: unknown };

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

async function start(port: number, handle: Handler): Promise<StandIn> {
  const requests: Recorded[] = [];
  let overrides: Override[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const rec: Recorded = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: raw ? JSON.parse(raw) : null,
    };
    requests.push(rec);
    const o = overrides.shift();
    if (o?.kind === 'hang') {
      const timer = setTimeout(() => send(res, 200, handle(rec).body), o.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (o?.kind === 'status') return send(res, o.status, o.body, o.headers);
    if (o?.kind === 'raw') {
      res.writeHead(o.status, { 'content-type': o.type });
      return res.end(o.text);
    }
    if (o?.kind === 'reply') return send(res, 200, geminiReply(o.text));
    const out = handle(rec);
    send(res, out.status, out.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    next: (o) => void overrides.push(o),
    reset: () => {
      requests.length = 0;
      overrides = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------- Gemini (generativelanguage.googleapis.com, v1beta) ----------

export function geminiReply(text: string) {
  return {
    candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 20, totalTokenCount: 30 },
    modelVersion: 'gemini-2.5-flash',
    responseId: 'stand-in',
  };
}

export function geminiError(code: number, status: string, message: string) {
  return { error: { code, message, status } };
}

interface GeminiBody {
  contents: { role: string; parts: { text: string }[] }[];
}

/** Answers with Markdown that names the question and counts the turns it was sent. */
export function startGemini(): Promise<StandIn> {
  return start(GEMINI_PORT, (req) => {
    if (req.method !== 'POST' || !/^\/v1beta\/models\/[^/]+:generateContent$/.test(req.path)) {
      return { status: 404, body: geminiError(404, 'NOT_FOUND', `No route ${req.path}`) };
    }
    if (!req.headers['x-goog-api-key']) {
      return { status: 403, body: geminiError(403, 'PERMISSION_DENIED', "Method doesn't allow unregistered callers.") };
    }
    const contents = (req.body as GeminiBody).contents;
    const question = contents[contents.length - 1].parts[0].text;
    const text = [
      `You asked: **${question}** (turns received: ${contents.length})`,
      '',
      'Steps:',
      '1. Test the **soil**',
      '2. Sow at the right time',
      '',
      '- Water early',
      '- Watch for pests',
      '',
      'Raw <b>html</b> stays text.',
    ].join('\n');
    return { status: 200, body: geminiReply(text) };
  });
}

// ---------- OpenWeatherMap 2.5 ----------

export const PLACES: Record<string, { name: string; lat: number; lon: number }> = {
  '413512': { name: 'Latur', lat: 18.4, lon: 76.57 },
  '110001': { name: 'New Delhi', lat: 28.63, lon: 77.22 },
};

const HOUR_S = 3600;

/** Temperature of a forecast slot: 20 + the UTC hour, so a slot can be told from its value. */
export const slotTemp = (dtSeconds: number) => 20 + new Date(dtSeconds * 1000).getUTCHours();

function currentBody(pin: string, nowS: number) {
  const p = PLACES[pin];
  return {
    coord: { lon: p.lon, lat: p.lat },
    weather: [{ id: 802, main: 'Clouds', description: 'scattered clouds', icon: '03d' }],
    base: 'stations',
    main: { temp: 31.4, feels_like: 30.9, temp_min: 29.8, temp_max: 32.6, pressure: 1009, humidity: 38 },
    visibility: 10000,
    wind: { speed: 4.12, deg: 250 },
    clouds: { all: 40 },
    dt: nowS,
    sys: { country: 'IN', sunrise: nowS - 6 * HOUR_S, sunset: nowS + 6 * HOUR_S },
    timezone: 19800,
    id: 0,
    name: p.name,
    cod: 200,
  };
}

function forecastBody(pin: string, nowS: number) {
  const p = PLACES[pin];
  const first = Math.ceil(nowS / (3 * HOUR_S)) * 3 * HOUR_S;
  const list = Array.from({ length: 40 }, (_, i) => {
    const dt = first + i * 3 * HOUR_S;
    const iso = new Date(dt * 1000).toISOString();
    return {
      dt,
      main: {
        temp: slotTemp(dt),
        feels_like: slotTemp(dt),
        temp_min: slotTemp(dt),
        temp_max: slotTemp(dt),
        humidity: 50,
      },
      weather: [{ id: 500, main: 'Rain', description: 'light rain', icon: '10d' }],
      wind: { speed: 2, deg: 200 },
      dt_txt: `${iso.slice(0, 10)} ${iso.slice(11, 19)}`,
    };
  });
  return {
    cod: '200',
    message: 0,
    cnt: list.length,
    list,
    city: { id: 0, name: p.name, coord: { lat: p.lat, lon: p.lon }, country: 'IN', timezone: 19800 },
  };
}

export interface WeatherStandIn extends StandIn {
  /**
   * Fixes the provider's clock (ms since epoch) for the current weather and the
   * forecast's first slot, so a test's tiles do not depend on the hour it runs
   * at; reset() puts it back to the real clock.
   */
  setClock: (ms: number) => void;
}

export async function startWeather(): Promise<WeatherStandIn> {
  let clock: number | undefined;
  const standIn = await start(WEATHER_PORT, (req) => {
    const which = req.path.match(/^\/data\/2\.5\/(weather|forecast)$/)?.[1];
    if (req.method !== 'GET' || !which) return { status: 404, body: { cod: '404', message: 'Internal error' } };
    if (!req.query.get('appid')) {
      return {
        status: 401,
        body: {
          cod: 401,
          message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
        },
      };
    }
    const [pin, country] = (req.query.get('zip') ?? '').split(',');
    if (country !== 'IN' || !PLACES[pin]) {
      return { status: 404, body: { cod: '404', message: 'city not found' } };
    }
    const nowS = Math.floor((clock ?? Date.now()) / 1000);
    return { status: 200, body: which === 'weather' ? currentBody(pin, nowS) : forecastBody(pin, nowS) };
  });
  return {
    ...standIn,
    reset: () => {
      standIn.reset();
      clock = undefined;
    },
    setClock: (ms) => {
      clock = ms;
    },
  };
}

// ---------- data.gov.in: Agmarknet's daily mandi prices ----------

const MANDI_RESOURCE = '/resource/9ef84268-d588-465a-a308-a864a43d0070';

/** dd/mm/yyyy in IST, `daysAgo` days before now, as Agmarknet writes arrival dates. */
export function istDate(daysAgo = 0, nowMs = Date.now()): string {
  const d = new Date(nowMs + 330 * 60_000 - daysAgo * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

export interface MandiStandIn extends StandIn {
  /** The day's records it serves (fixture records: "TODAY" / "YESTERDAY" dates become real ones). */
  setRecords: (records: ReadonlyArray<Record<string, string>>) => void;
}

/**
 * Answers GET /resource/<id> as data.gov.in does: { records, total, count,
 * offset, limit } with every value a string, at most 5 records a page whatever
 * `limit` asks (data.gov.in caps some keys' pages too), and 403 without a key.
 * Its quirks (a 429, an XML body) are queued with next().
 */
export async function startMandi(pageCap = 5): Promise<MandiStandIn> {
  let records: Array<Record<string, string>> = [];
  const standIn = await start(MANDI_PORT, (req) => {
    if (req.method !== 'GET' || req.path !== MANDI_RESOURCE) {
      return { status: 404, body: { status: 'error', message: 'Resource not found' } };
    }
    if (!req.query.get('api-key')) return { status: 403, body: { status: 'error', message: 'Invalid API key' } };
    const offset = Number(req.query.get('offset') ?? 0);
    const limit = Math.min(Number(req.query.get('limit') ?? 10), pageCap);
    const page = records.slice(offset, offset + limit);
    return {
      status: 200,
      body: {
        index_name: '9ef84268-d588-465a-a308-a864a43d0070',
        title: 'Current Daily Price of Various Commodities from Various Markets (Mandi)',
        message: 'Resource lists',
        version: '2.2.0',
        status: 'ok',
        total: records.length,
        count: page.length,
        limit: String(limit),
        offset: String(offset),
        records: page,
      },
    };
  });
  const dated = (r: Record<string, string>) => ({
    ...r,
    arrival_date:
      r.arrival_date === 'TODAY' ? istDate(0) : r.arrival_date === 'YESTERDAY' ? istDate(1) : r.arrival_date,
  });
  return {
    ...standIn,
    reset: () => {
      standIn.reset();
      records = [];
    },
    setRecords: (list) => {
      records = list.map(dated);
    },
  };
}
