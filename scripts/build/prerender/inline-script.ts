import { TYPED_ATTRIBUTE } from '../../../src/brand/states-from-css.ts';

/**
 * The one inline script of a prerendered page, right after #root, carrying the response's nonce.
 *
 * 1. The strict policy refuses style attributes in markup (`style-src` without
 *    'unsafe-inline'), and a few components draw some (MUI's Paper and Collapse, the brand's
 *    logo): the prerender writes them as `data-prerender-style`, and this sets each one through
 *    the CSSOM (which the policy allows) before the first paint, so the page React hydrates has
 *    exactly the style attributes it draws.
 * 2. Until the app has hydrated, what the customer enters is noted (`window.__portalTyped`: each
 *    field's last text, each checkbox's or radio's last checked state, the last entered last),
 *    since the app starts from the state the page was drawn with; the app enters it again once it
 *    is ready (src/app/typed-before-ready.ts). A field with text gets `data-typed`, so the
 *    theme's CSS lifts its label out of the text's way (src/brand/states-from-css.ts).
 * 3. Until then too (`window.__portalReady`, false from here, true once src/main.tsx's app is
 *    ready), a form sent with the button or Enter is held rather than sent by the browser (which
 *    would put the CPF in the address); the app sends it once it is ready
 *    (docs/decisions/024-prerender.md). The last plain button (a help centre question) or link
 *    within the portal clicked in the same tab is noted too (`window.__portalHeldClick`), and
 *    the app clicks it once ready: a link followed before then would leave before the app has
 *    kept the visit's `client_id` and `redirect_uri` (src/app/stored-client.ts). Held, neither
 *    reaches the app's handlers before then, even once they are attached: handled there and
 *    again once ready, a question would open and close.
 * 4. Until then, that the customer moved the focus at all is noted (`window.__portalFocused`):
 *    where they put it in that time stays theirs (src/components/use-focus-on-mount.ts), even
 *    when the app attaches while the focus is on its way from one control to the next.
 */
export const PRERENDER_STYLE_ATTRIBUTE = 'data-prerender-style';

export const INLINE_SCRIPT = [
  'window.__portalReady=false',
  `for(var n=document.querySelectorAll('[${PRERENDER_STYLE_ATTRIBUTE}]'),i=0;i<n.length;i++){n[i].style.cssText=n[i].getAttribute('${PRERENDER_STYLE_ATTRIBUTE}');n[i].removeAttribute('${PRERENDER_STYLE_ATTRIBUTE}')}`,
  `document.addEventListener('input',function(e){if(!window.__portalReady){var f=e.target,c=/^(checkbox|radio)$/.test(f.type),t=window.__portalTyped=window.__portalTyped||new Map();t.delete(f);t.set(f,c?f.checked:f.value);c||f.toggleAttribute('${TYPED_ATTRIBUTE}',f.value!=='')}},true)`,
  `document.addEventListener('click',function(e){if(window.__portalReady||!e.target.closest)return;var b=e.target.closest('button[type=button],a[href]');if(!b||b.tagName==='A'&&(b.target||b.origin!==location.origin||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey))return;e.preventDefault();e.stopPropagation();window.__portalHeldClick=b},true)`,
  `document.addEventListener('focusin',function(){window.__portalReady||(window.__portalFocused=true)},true)`,
  `document.addEventListener('submit',function(e){if(!window.__portalReady){e.preventDefault();e.stopPropagation();window.__portalHeldSubmit=e.target}},true)`,
].join(';');
