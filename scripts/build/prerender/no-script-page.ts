import { guidance } from '../../../content/guidance.ts';
import { BASE_PATH } from '../../../routes/route-paths.ts';

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The answer to a form posted without JavaScript (issue 27): the prerendered forms post, so what
 * was typed travels in the body, never in an address (history, the access log, a Referer); the
 * servers answer every such post with this page and keep nothing of it. Plain HTML with no script
 * and no style, so it reads the same in any browser, under the strict policy.
 */
export function noScriptPage(): string {
  const { title, heading, body, back } = guidance.noScript;
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head><meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeText(title)}</title></head>`,
    `<body><main><h1>${escapeText(heading)}</h1>`,
    `<p>${escapeText(body)}</p>`,
    `<p><a href="${BASE_PATH}/">${escapeText(back)}</a></p></main></body>`,
    '</html>',
    '',
  ].join('\n');
}
