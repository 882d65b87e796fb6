/**
 * nginx's own error answers (issue 36): every error nginx can make, before or after it chose a
 * location, goes to one of two internal locations that answer it with the security headers and
 * `no-store`: the API's JSON shape (`status`, `message` and the span id) on the API's paths, a
 * short Portuguese text elsewhere. The error keeps its code (`error_page` without `=`), and the
 * body is picked from `$status` by a map.
 *
 * Why not named locations (`@api_400`): nginx refuses to enter one while the request has no path
 * yet ("empty URI in redirect to named location"), so an unreadable request line (`G@T`, `%00`,
 * `/..%2f..`) answered 500. An internal path works for every request.
 */
import { STATUS_CODES } from 'node:http';
import { SPAN_ID_KEY } from '../../machines/shared/api.ts';

/** How long a client refused by a rate is told to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * Every code nginx answers by itself, with a short reason for whoever reads the text (invented
 * texts: the spec names none). 494 is nginx's "request header too large", sent as 431.
 */
export const EDGE_ERRORS: Readonly<Record<number, string>> = {
  400: 'Requisição inválida.',
  403: 'Acesso negado.',
  404: 'Página não encontrada.',
  405: 'Método não permitido.',
  408: 'Tempo esgotado.',
  411: 'Falta o tamanho da requisição.',
  412: 'Condição não atendida.',
  413: 'Requisição grande demais.',
  414: 'Endereço longo demais.',
  416: 'Intervalo inválido.',
  429: 'Muitas requisições deste endereço; tente novamente mais tarde.',
  431: 'Cabeçalhos grandes demais.',
  500: 'Erro interno.',
  501: 'Não implementado.',
  502: 'O serviço não respondeu.',
  503: 'Serviço indisponível.',
  504: 'O serviço não respondeu a tempo.',
  505: 'Versão de HTTP não suportada.',
};

/** The API's status name for an HTTP code, as the sandbox names them: 414 → URI_TOO_LONG. */
export function statusName(code: number): string {
  return (STATUS_CODES[code] ?? 'Error').toUpperCase().replace(/\W+/g, '_');
}

const CODES = Object.keys(EDGE_ERRORS).map(Number);

/** Where an error is answered: the API's shape, or text. */
export type ErrorShape = 'json' | 'text';

function errorUri(shape: ErrorShape | '$portal_error_shape'): string {
  return `/_edge/${shape}`;
}

/**
 * The `error_page` lines of a context. `shape` `'request'`: decided by the request line (the
 * server's own, for errors before a location is chosen); `except` leaves codes a location
 * answers its own way.
 */
export function errorPages(
  shape: ErrorShape | 'request',
  except: readonly number[] = [],
  indent = '            ',
): string {
  const uri = errorUri(shape === 'request' ? '$portal_error_shape' : shape);
  const codes = CODES.filter((code) => code !== 431 && !except.includes(code));
  return [`error_page ${codes.join(' ')} ${uri};`, `error_page 494 =431 ${uri};`].join(
    `\n${indent}`,
  );
}

/** A map value in single quotes; `$request_id` is the one variable it may name. */
function quoted(text: string): string {
  if (/['$\\\r\n]/.test(text.replaceAll('$request_id', ''))) {
    throw new Error(`Cannot go into nginx.conf: '${text}'.`);
  }
  return `'${text}'`;
}

/**
 * The http-level maps: the shape by the request line (`$request`, set even when nginx could not
 * read it, and the URI's start is all that counts), the bodies by `$status`, and the headers of
 * 405 and 429. `allow` gives the `Allow` of a 405 per raw path; others: `GET, HEAD`.
 */
export function errorMaps(allow: Readonly<Record<string, string>>): string {
  const jsonBody = (code: number) =>
    JSON.stringify({
      status: statusName(code),
      message: STATUS_CODES[code] ?? 'Error',
      [SPAN_ID_KEY]: '$request_id',
    });
  const lines = (entries: [string, string][]) =>
    entries.map(([key, value]) => `        ${key} ${value};`);
  return [
    'map $request $portal_error_shape {',
    '        "~^\\S+ (?:https?://[^/\\s]*)?/(?:usuario/)?api/" json;',
    '        default text;',
    '    }',
    'map $status $portal_error_json {',
    ...lines(CODES.map((code) => [String(code), quoted(jsonBody(code))])),
    `        default ${quoted(jsonBody(500))};`,
    '    }',
    'map $status $portal_error_text {',
    ...lines(
      CODES.map((code) => [String(code), quoted(`${String(code)} ${EDGE_ERRORS[code] ?? ''}`)]),
    ),
    `        default ${quoted(`500 ${EDGE_ERRORS[500] ?? ''}`)};`,
    '    }',
    'map $portal_raw_path $portal_allow_path {',
    ...lines(Object.entries(allow).map(([path, methods]) => [`"${path}"`, `"${methods}"`])),
    '        default "GET, HEAD";',
    '    }',
    'map $status $portal_error_allow {',
    '        405 $portal_allow_path;',
    '        default "";',
    '    }',
    'map $status $portal_error_retry_after {',
    `        429 ${String(RETRY_AFTER_SECONDS)};`,
    '        default "";',
    '    }',
  ].join('\n    ');
}

/**
 * The two internal locations errors go to. The status written in `return` is never sent: the
 * error's own code is kept (`error_page` without `=`).
 */
export function errorLocations(securityHeaders: string): string {
  return (['json', 'text'] as const)
    .map((shape) =>
      [
        `        location = ${errorUri(shape)} {`,
        '            internal;',
        `            ${securityHeaders}`,
        '            add_header Cache-Control "no-store" always;',
        // Empty, so not sent, but on a 405 and a 429.
        '            add_header Allow $portal_error_allow always;',
        '            add_header Retry-After $portal_error_retry_after always;',
        `            default_type ${shape === 'json' ? 'application/json' : 'text/plain'};`,
        `            return 500 $portal_error_${shape};`,
        '        }',
      ].join('\n'),
    )
    .join('\n\n');
}
