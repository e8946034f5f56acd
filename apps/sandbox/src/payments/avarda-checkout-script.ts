/**
 * The embedded checkout's script, as Avarda's `avarda-checkout.js` is used: it defines
 * `window.avardaCheckoutInit(options)`, renders the checkout in an iframe from the script's own origin,
 * and calls the shop's callbacks when the frame reports the purchase finished or the session timed out.
 * Messages are only taken from that iframe and that origin.
 */
export function avardaCheckoutScript(framePath: string): string {
  return `(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script ? new URL(script.src).origin : '';
  window.avardaCheckoutInit = function (options) {
    if (!options || !options.purchaseJwt || !options.rootElementId) throw new Error('avardaCheckoutInit needs purchaseJwt and rootElementId');
    var root = document.getElementById(options.rootElementId);
    if (!root) throw new Error('No element with id ' + options.rootElementId);
    var frame = document.createElement('iframe');
    frame.title = 'Avarda checkout';
    frame.src = origin + '${framePath}?jwt=' + encodeURIComponent(options.purchaseJwt) + '&parentOrigin=' + encodeURIComponent(window.location.origin);
    frame.style.width = '100%';
    frame.style.minHeight = '34rem';
    frame.style.border = '0';
    root.innerHTML = '';
    root.appendChild(frame);
    function unmount() {
      window.removeEventListener('message', onMessage);
      if (frame.parentNode) frame.parentNode.removeChild(frame);
    }
    function onMessage(event) {
      if (event.origin !== origin || event.source !== frame.contentWindow || !event.data || typeof event.data.type !== 'string') return;
      if (event.data.type === 'avarda:completed') {
        if (typeof options.completedPurchaseCallback === 'function') options.completedPurchaseCallback({ purchaseId: event.data.purchaseId, unmount: unmount });
        else if (options.redirectUrl) window.location.assign(options.redirectUrl);
      } else if (event.data.type === 'avarda:timeout') {
        if (typeof options.sessionTimedOutCallback === 'function') options.sessionTimedOutCallback({ purchaseId: event.data.purchaseId, unmount: unmount });
      } else if (event.data.type === 'avarda:height' && typeof event.data.height === 'number') {
        frame.style.height = Math.max(200, Math.min(4000, event.data.height)) + 'px';
      }
    }
    window.addEventListener('message', onMessage);
    return { unmount: unmount };
  };
})();
`;
}
