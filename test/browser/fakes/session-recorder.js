// A local fake of a session-recording vendor's script. It counts how often it ran, and copies
// what a recorder can see into window.fakeRecording: the page's text and input values after
// every change, what is typed, and the requests made through window.fetch and XMLHttpRequest.
// Like the vendors it stands for, it leaves out elements under their masking rules (LogRocket's
// `data-private`, rrweb's `rr-mask`; docs/integrations.md).
(function () {
  window.fakeSessionRecorder = (window.fakeSessionRecorder || 0) + 1;
  if (window.fakeRecording) return;
  var copy = (window.fakeRecording = []);

  function masked(node) {
    var element = node.nodeType === 1 ? node : node.parentElement;
    return Boolean(element && element.closest('[data-private], .rr-mask'));
  }

  function snapshot() {
    var parts = [];
    var walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    while (walker.nextNode()) {
      var node = walker.currentNode;
      if (masked(node)) continue;
      if (node.nodeType === 3) parts.push(node.data);
      else if (node.tagName === 'INPUT' || node.tagName === 'TEXTAREA')
        parts.push('value=' + node.value);
    }
    copy.push(parts.join('|'));
  }

  var pending = false;
  new MutationObserver(function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      snapshot();
    });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener(
    'input',
    function (event) {
      if (!masked(event.target)) copy.push('input=' + event.target.value);
    },
    true,
  );

  var realFetch = window.fetch;
  window.fetch = function (input, init) {
    copy.push(
      'fetch ' +
        String(input) +
        ' ' +
        JSON.stringify((init && init.headers) || {}) +
        ' ' +
        String(init && init.body),
    );
    return realFetch.apply(this, arguments);
  };
  var realSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    copy.push('xhr ' + String(body));
    return realSend.apply(this, arguments);
  };
  snapshot();
})();
