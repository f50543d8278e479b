import { STATUS_CODES } from 'node:http';
import { Transform } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';
import { EDGE_TOKEN_HEADER, edgeHeaders } from './edge-headers.mjs';

// The API's own body limit for everything but uploads (api/src/server.ts, bodyLimit). The edge refuses a
// bigger body itself: proxied, the API closes the connection mid-upload and the proxy can only say 502.
export const JSON_BODY_LIMIT = 1024 * 1024;
// The largest upload the API takes in one request: 20 files of at most 50 MB (family content).
export const UPLOAD_BODY_LIMIT = 20 * 50 * 1024 * 1024;

/** The API's error body (api/src/lib/http-error.ts), so a refusal at the edge reads like one from the API. */
export function errorBody(statusCode, message) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

const tooLarge = (limit) =>
  Object.assign(new Error(`The request is larger than ${Math.round(limit / 1024 / 1024)} MB, the most this address accepts.`), { statusCode: 413 });

/**
 * The shell is the edge: the API learns the visitor's site from the Host the visitor asked for (X-Host,
 * SPEC §3; an <img src="/api/media/…"> sends no header of its own) and the client address from the
 * socket, never from headers the client sent (a forged X-Forwarded-For used to reset every rate limit, a
 * forged X-Host would pick another home). The API trusts exactly one hop from loopback (api/src/config.ts).
 * @param {import('fastify').FastifyRequest} request
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function forwardedHeaders(request, headers) {
  // Expect: 100-continue was answered here by Node; undici refuses to send it on (a 502 for every curl upload).
  const {
    forwarded: _forwarded,
    'x-real-ip': _realIp,
    'x-forwarded-host': _forwardedHost,
    'x-host': _host,
    [EDGE_TOKEN_HEADER]: _token,
    expect: _expect,
    ...rest
  } = headers;
  return {
    ...rest,
    ...edgeHeaders(request.host ?? ''),
    'x-forwarded-for': request.raw.socket.remoteAddress ?? '',
    'x-forwarded-proto': request.protocol,
  };
}

const DRAIN_LIMIT = 16 * 1024 * 1024;

/** Reads a request's body to its end and throws it away. */
const drain = (raw) =>
  new Promise((resolve) => {
    raw.on('end', resolve).on('close', resolve).on('error', resolve).resume();
  });

/** Counts a body's bytes on its way to the API and fails it at the limit (a chunked body has no length). */
function limitedBody(body, limit) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk, _encoding, next) {
      seen += chunk.length;
      next(seen > limit ? tooLarge(limit) : null, chunk);
    },
  });
  body.on('error', (error) => counter.destroy(error));
  return body.pipe(counter);
}

/**
 * One answer per request, whatever the API or the client does: an error before the answer started is
 * answered once (413 for a body over the limit, 502/504 for an API that failed); once the answer has
 * started, the only honest thing left is to cut the connection (the client sees a broken download).
 */
function answerOnce(reply, { error }) {
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return;
  }
  const cause = error?.cause ?? error;
  const statusCode = cause?.statusCode === 413 ? 413 : error?.statusCode === 504 ? 504 : 502;
  const message =
    statusCode === 413
      ? cause.message
      : statusCode === 504
        ? 'The server took too long to answer. Please try again.'
        : 'The server could not be reached. Please try again.';
  reply.code(statusCode).header('cache-control', 'no-store').header('connection', 'close').send(errorBody(statusCode, message));
}

/**
 * /api/* to the API, streamed both ways.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiUrl: string, jsonLimit?: number, uploadLimit?: number }} options
 */
export async function registerApiProxy(app, { apiUrl, jsonLimit = JSON_BODY_LIMIT, uploadLimit = UPLOAD_BODY_LIMIT }) {
  await app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // undici: an API that answers before reading the whole body (413) ends as one error here, where the
    // http module reported both the answer and the broken upload, and the second write killed the process.
    undici: { headersTimeout: 30_000, bodyTimeout: 30_000 },
    preHandler: async (request, reply) => {
      const limit = /^multipart\//i.test(request.headers['content-type'] ?? '') ? uploadLimit : jsonLimit;
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > limit) {
        // A client still sending when the answer closes the connection sees a broken pipe, not the 413
        // (browsers and fetch alike). A body of moderate size is read and thrown away first, so the
        // client reads the message; a huge one is cut at once (REQUEST_TIMEOUT_MS bounds the reading).
        if (length <= DRAIN_LIMIT) await drain(request.raw);
        else reply.header('connection', 'close');
        return reply.code(413).send(errorBody(413, tooLarge(limit).message));
      }
      if (request.body && typeof request.body.pipe === 'function') request.body = limitedBody(request.body, limit);
    },
    replyOptions: { rewriteRequestHeaders: forwardedHeaders, onError: answerOnce },
  });
}
