// A local fake of Google's reCAPTCHA v2 `api.js`, for the browser tests (no internet). It keeps
// the contract the portal's adapter relies on (src/adapters/captcha/recaptcha-captcha.ts):
// `grecaptcha.ready`, `render(container, { sitekey, size: 'invisible', callback,
// 'expired-callback', 'error-callback' })` returning a widget id, `reset(id)`, `execute(id)`, and
// a challenge shown the way Google shows it: a hidden body child holding the `api2/bframe`
// frame, made visible while open and hidden again when solved or closed. A closed challenge
// calls nothing, as with Google.
//
// The test picks what `execute` does with `window.fakeRecaptcha = { mode }`:
// 'solve' (default), 'challenge-solve', 'expire', 'error', 'close', 'hang'.
// What the page did is in `window.fakeRecaptchaLog`.
(function () {
  'use strict';
  var src = new URL(document.currentScript.src);
  var widgets = [];
  var log = {
    query: Object.fromEntries(src.searchParams),
    renders: [],
    resets: 0,
    executes: 0,
    tokens: [],
  };
  window.fakeRecaptchaLog = log;

  function mode() {
    return (window.fakeRecaptcha && window.fakeRecaptcha.mode) || 'solve';
  }

  function widget(id) {
    var found = widgets[id];
    if (!found) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return found;
  }

  function answer(parameters) {
    var token = 'sandbox-captcha-ok.fake-recaptcha.' + (log.tokens.length + 1);
    log.tokens.push(token);
    parameters.callback(token);
  }

  function openChallenge(parameters, then) {
    var box = document.createElement('div');
    box.style.cssText = 'visibility: hidden; position: absolute; top: -10000px; left: 0;';
    var frame = document.createElement('iframe');
    frame.title = 'recaptcha challenge expires in two minutes';
    frame.src = src.origin + '/recaptcha/api2/bframe?k=' + encodeURIComponent(parameters.sitekey);
    box.appendChild(document.createElement('div'));
    box.appendChild(frame);
    document.body.appendChild(box);
    setTimeout(function () {
      box.style.visibility = 'visible';
      box.style.top = '10px';
      setTimeout(function () {
        box.style.visibility = 'hidden';
        box.style.top = '-10000px';
        then();
      }, 150);
    }, 50);
  }

  window.grecaptcha = {
    ready: function (callback) {
      setTimeout(callback, 0);
    },
    render: function (container, parameters) {
      if (!(container instanceof HTMLElement))
        throw new Error('reCAPTCHA container is not an element');
      if (!parameters || typeof parameters.sitekey !== 'string' || parameters.sitekey === '') {
        throw new Error('Missing required parameters: sitekey');
      }
      if (typeof parameters.callback !== 'function') throw new Error('Missing callback');
      var badge = document.createElement('div');
      badge.className = 'grecaptcha-badge';
      badge.setAttribute('data-style', parameters.badge || 'bottomright');
      container.appendChild(badge);
      widgets.push(parameters);
      log.renders.push({
        sitekey: parameters.sitekey,
        size: parameters.size,
        badge: parameters.badge,
      });
      return widgets.length - 1;
    },
    reset: function (id) {
      widget(id);
      log.resets += 1;
    },
    execute: function (id) {
      var parameters = widget(id);
      log.executes += 1;
      switch (mode()) {
        case 'solve':
          setTimeout(function () {
            answer(parameters);
          }, 30);
          break;
        case 'challenge-solve':
          // Solved in the challenge: the frame hides first, then the callback comes.
          openChallenge(parameters, function () {
            setTimeout(function () {
              answer(parameters);
            }, 300);
          });
          break;
        case 'expire':
          setTimeout(function () {
            parameters['expired-callback']();
          }, 30);
          break;
        case 'error':
          setTimeout(function () {
            parameters['error-callback']();
          }, 30);
          break;
        case 'close':
          openChallenge(parameters, function () {});
          break;
        default:
        // 'hang': nothing ever comes.
      }
    },
  };
})();
