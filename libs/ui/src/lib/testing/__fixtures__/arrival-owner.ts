// Loads its part once the module runs on a page that arrives with ?open=1.
if (new URLSearchParams(window.location.search).get('open') === '1') void import('./arrival-part');
export {};
