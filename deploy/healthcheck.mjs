// The image's HEALTHCHECK: exits 0 only when GET /api/health on this container answers 200 (the site is
// up, perhaps degraded) within 4 s; 503 (down), any other answer, no answer or a refused connection is 1.
// Node, because the image has no curl.
import http from 'node:http';

const request = http.get(
  { host: '127.0.0.1', port: Number(process.env.PORT) || 3000, path: '/api/health', timeout: 4_000 },
  (response) => {
    response.resume();
    process.exit(response.statusCode === 200 ? 0 : 1);
  },
);
request.on('timeout', () => request.destroy(new Error('no answer within 4 s')));
request.on('error', () => process.exit(1));
